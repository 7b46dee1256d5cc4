// Chapter 12 — Real databases (DB-5): chapter 8's withdrawal as one PostgreSQL transaction.
// Docs/modules.md
//
// Read first: `commit(_:)`, beside `SQLiteUserRepository.commit(_:)`: the archive's record,
// the user's delete at the version it was read at and its `UserWithdrew` are the statements
// of one transaction on the users' connection, so every app instance sees all of them or
// none. The archive's repository writes through the same connection (the actor owns it).

import Entities
import Persistence
import PostgresEngine
import Repositories
import ValueObjects

extension PostgresUserRepository {
  /// Opens a unit of work whose commit writes its changes in one transaction of this repository.
  public nonisolated func beginUnitOfWork() -> UserRepositoryUnitOfWork {
    UserRepositoryUnitOfWork { changes in try await self.commit(changes) }
  }

  /// The archive's record of the withdrawn account with this id, or `nil`.
  /// - Throws: `PostgresError`, or ``UserRowError`` when the stored row breaks a rule.
  public func findWithdrawnUser(id: UserId) throws -> WithdrawnUser? {
    try connection.query(
      "SELECT \(WithdrawnUserRow.columns) FROM withdrawn_users WHERE id = $1", [id.value]
    ).first.map { row throws(UserRowError) in
      try WithdrawnUserRow(
        id: row[0] ?? "", name: row[1] ?? "",
        registeredAt: row[2].flatMap(Double.init) ?? .nan,
        withdrawnAt: row[3].flatMap(Double.init) ?? .nan
      ).makeRecord(store: connection.server)
    }
  }

  /// Stores the archive's record, replacing any with the same id.
  func saveWithdrawnUser(_ record: WithdrawnUser) throws {
    try archive(record)
  }

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
            "DELETE FROM users WHERE id = $1 AND version = $2",
            [user.id.value, "\(user.version)"])
          guard removed == 1 else {  // the rollback undoes what this commit wrote before
            throw UserSaveConflict.staleVersion(
              id: user.id, saved: user.version, stored: try storedVersion(user.id))
          }
          try insertEvents(user.recordedEvents)
        }
      }
    }
  }

  private func archive(_ record: WithdrawnUser) throws(PostgresError) {
    let row = WithdrawnUserRow(record)
    try connection.execute(
      """
      INSERT INTO withdrawn_users (\(WithdrawnUserRow.columns)) VALUES ($1, $2, $3, $4)
      ON CONFLICT (id) DO UPDATE SET name = excluded.name,
        registered_at = excluded.registered_at, withdrawn_at = excluded.withdrawn_at
      """,
      [row.id, row.name, "\(row.registeredAt)", "\(row.withdrawnAt)"])
  }
}
