// Chapter 8 — Integrity (IN-6): the circle repositories' unit of work. Docs/08-integrity.md
//
// Read first: `commit()`. Registering writes nothing: the changes wait here, in the order
// the use case registered them, until the commit hands all of them to the repository, which
// checks and writes them in one step (inside its actor; one journal transaction on disk).

import Aggregates

// region: CircleRepositoryUnitOfWork
/// The unit of work every circle repository makes: it keeps what a use case registers and
/// hands it all to the repository's one atomic write at the commit.
///
/// Made by the repository it commits to (`beginUnitOfWork()`); spent once committed.
public actor CircleRepositoryUnitOfWork: CircleUnitOfWork {
  private var changes: [CircleStoreChange] = []
  private let write: @Sendable ([CircleStoreChange]) async throws -> Void

  /// Makes a unit of work that hands its changes to `write` at the commit.
  package init(write: @escaping @Sendable ([CircleStoreChange]) async throws -> Void) {
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

  /// Writes every registered change in one atomic step of the repository, or none.
  /// - Throws: `CircleSaveConflict`, `CircleInvitationConflict`, or the repository's error;
  ///   nothing was written then.
  public func commit() async throws {
    let pending = changes
    changes = []
    guard !pending.isEmpty else { return }
    try await write(pending)
  }
}
// endregion
