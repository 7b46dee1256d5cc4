// Chapter 12 — Real databases (DB-2, DB-5): the circles' unit of work on a database.
// Docs/modules.md
//
// Read first: `commit()`. Registering writes nothing; the commit hands every change to the
// store that made the unit of work, which writes them in ONE database transaction on its
// one connection: the circle's rows, its events and the invitation's end, or none of them.
// That is why circles and invitations share a connection (and an actor that owns it): a
// transaction belongs to one connection, so two stores could not commit together.

import Aggregates

/// A unit of work over a circle store on a database: it keeps what a use case registers
/// and commits it all in one transaction.
///
/// Made by the store it commits to (`beginUnitOfWork()`); spent once committed.
public actor DatabaseCircleUnitOfWork: CircleUnitOfWork {
  /// One registered change: a circle saved with its events, or an open invitation ended.
  enum Change: Sendable {
    case save(Circle)
    case end(CircleInvitationId)
  }

  private var changes: [Change] = []
  private let write: @Sendable ([Change]) async throws -> Void

  /// Makes a unit of work that hands its changes to `write` at the commit.
  init(write: @escaping @Sendable ([Change]) async throws -> Void) {
    self.write = write
  }

  /// Registers a changed circle, with its recorded events; nothing is written yet.
  public func registerDirty(_ circle: Circle) {
    changes.append(.save(circle))
  }

  /// Registers the end of an open invitation; nothing is written yet.
  public func registerDeleted(_ invitation: CircleInvitation) {
    changes.append(.end(invitation.id))
  }

  /// Writes every registered change in one transaction, or none.
  /// - Throws: `CircleSaveConflict`, `CircleInvitationConflict`, or the database's error;
  ///   nothing was written then.
  public func commit() async throws {
    let pending = changes
    changes = []
    guard !pending.isEmpty else { return }
    try await write(pending)
  }
}
