// Chapter 12 — Real databases (DB-5): chapter 8's withdrawal as one SQLite transaction.
// Docs/modules.md
//
// Read first: `commit(_:)`. The archive of withdrawn users is a table in the users'
// database, written through the users' own connection: a unit of work's record, the
// user's delete and its `UserWithdrew` are the statements of one `BEGIN IMMEDIATE`
// transaction, so a crash leaves all of them or none. Two connections (one per repository)
// would be two transactions, and the second would wait for the write lock the first holds.

import Entities
import Persistence
import Repositories
import SQLiteEngine
import ValueObjects

extension SQLiteUserRepository {
  /// Opens a unit of work whose commit writes its changes in one transaction of this repository.
  public nonisolated func beginUnitOfWork() -> UserRepositoryUnitOfWork {
    UserRepositoryUnitOfWork { changes in try await self.commit(changes) }
  }

  /// The archive's record of the withdrawn account with this id, or `nil`.
  /// - Throws: `SQLiteError`, or ``UserRowError`` when the stored row breaks a rule.
  public func findWithdrawnUser(id: UserId) throws -> WithdrawnUser? {
    try connection.query(
      "SELECT \(WithdrawnUserRow.columns) FROM withdrawn_users WHERE id = ?", [.text(id.value)]
    ).first.map { row throws(UserRowError) in
      try WithdrawnUserRow(
        id: row[0].text ?? "", name: row[1].text ?? "", registeredAt: row[2].real ?? .nan,
        withdrawnAt: row[3].real ?? .nan
      ).makeRecord(store: connection.path)
    }
  }

  /// Stores the archive's record, replacing any with the same id, in its own transaction.
  func saveWithdrawnUser(_ record: WithdrawnUser) throws {
    try connection.transaction { try archive(record) }
  }

  // region: commit
  /// Checks and writes a unit of work's changes in one transaction: the records archived,
  /// the users deleted at the version they were read at, their events in the outbox.
  /// - Throws: `UserSaveConflict.notWithdrawn` for a live user, `.staleVersion` for a copy
  ///   changed or deleted since it was read; nothing is written then.
  func commit(_ changes: [RegisteredUserChange]) throws {
    for case .deleted(let user) in changes where user.withdrawnAt == nil {
      throw UserSaveConflict.notWithdrawn(id: user.id)
    }
    try connection.transaction {
      for change in changes {
        switch change {
        case .new(let record): try archive(record)
        case .deleted(let user):
          let removed = try connection.execute(
            "DELETE FROM users WHERE id = ? AND version = ?",
            [.text(user.id.value), .integer(Int64(user.version))])
          guard removed == 1 else {  // the rollback undoes what this commit wrote before
            throw UserSaveConflict.staleVersion(
              id: user.id, saved: user.version, stored: try storedVersion(user.id))
          }
          try insertEvents(user.recordedEvents)
        }
      }
    }
  }
  // endregion

  private func archive(_ record: WithdrawnUser) throws(SQLiteError) {
    let row = WithdrawnUserRow(record)
    try connection.execute(
      "INSERT OR REPLACE INTO withdrawn_users (\(WithdrawnUserRow.columns)) VALUES (?, ?, ?, ?)",
      [.text(row.id), .text(row.name), .real(row.registeredAt), .real(row.withdrawnAt)])
  }
}
