// Chapter 8 — Integrity (IN-3): the repositories' unit of work. Docs/08-integrity.md
//
// Read first: `commit()`. Registering writes nothing: the changes wait here, in the order
// the use case registered them, until the commit hands all of them to the repository, which
// checks and writes them in one step (inside its actor; one journal transaction on disk).

import Entities
import Repositories

/// A change a unit of work registered, waiting for the commit.
package enum RegisteredUserChange: Sendable {
  /// A record for the archive of withdrawn accounts.
  case new(WithdrawnUser)
  /// A user whose lifecycle ends, with the events it recorded.
  case deleted(User)
}

// region: UserRepositoryUnitOfWork
/// The unit of work every user repository makes: it keeps what a use case registers and
/// hands it all to the repository's one atomic write at the commit.
///
/// Made by the repository it commits to (`beginUnitOfWork()`); spent once committed: a second
/// ``commit()`` finds nothing left to write.
public actor UserRepositoryUnitOfWork: UserUnitOfWork {
  private var changes: [RegisteredUserChange] = []
  private let write: @Sendable ([RegisteredUserChange]) async throws -> Void

  /// Makes a unit of work that hands its changes to `write` at the commit.
  package init(write: @escaping @Sendable ([RegisteredUserChange]) async throws -> Void) {
    self.write = write
  }

  /// Registers a new record of a withdrawn account; nothing is written yet.
  public func registerNew(_ record: WithdrawnUser) {
    changes.append(.new(record))
  }

  /// Registers the end of withdrawn `user`'s lifecycle, with its recorded events; nothing
  /// is written yet (a live user is refused at the commit).
  public func registerDeleted(_ user: User) {
    changes.append(.deleted(user))
  }

  /// Writes every registered change in one atomic step of the repository, or none.
  /// - Throws: `UserSaveConflict` when a registered user has not withdrawn or is no longer
  ///   the stored version, or the repository's error; nothing was written then.
  public func commit() async throws {
    let pending = changes
    changes = []
    guard !pending.isEmpty else { return }
    try await write(pending)
  }
}
// endregion

extension UserTable {
  /// What would be wrong with committing `changes` now, or `nil`: every user whose
  /// lifecycle ends must have withdrawn and still be the stored version.
  func conflict(committing changes: [RegisteredUserChange]) -> UserSaveConflict? {
    for case .deleted(let user) in changes {
      guard user.withdrawnAt != nil else { return .notWithdrawn(id: user.id) }
      let stored = self.user(id: user.id)?.version ?? 0
      if stored != user.version {
        return .staleVersion(id: user.id, saved: user.version, stored: stored)
      }
    }
    return nil
  }

  /// Applies committed changes in order: records archived, users removed, their events
  /// kept in the outbox.
  mutating func apply(committed changes: [RegisteredUserChange]) {
    for change in changes {
      switch change {
      case .new(let record): archive(record)
      case .deleted(let user):
        remove(id: user.id)
        outbox.record(user.recordedEvents)
      }
    }
  }
}
