// Chapter 12 — Real databases (DB-5): chapter 5's archive of withdrawn users on PostgreSQL.
// Docs/modules.md
//
// Read first: `init(sharing:)`, as in `SQLiteWithdrawnUserRepository`: the archive's table
// lives in the users' database and is written through the users' connection, the one a
// withdrawal's unit of work commits both tables on.

import Entities
import Repositories
import ValueObjects

/// A `WithdrawnUserRepository` over the `withdrawn_users` table of a PostgreSQL users' database.
public struct PostgresWithdrawnUserRepository: WithdrawnUserRepository {
  private let users: PostgresUserRepository

  /// The archive kept in `users`' database, written through its connection.
  public init(sharing users: PostgresUserRepository) {
    self.users = users
  }

  /// Stores the record, replacing any record with the same id.
  /// - Throws: `PostgresError` when the database fails.
  public func save(_ record: WithdrawnUser) async throws {
    try await users.saveWithdrawnUser(record)
  }

  /// The record for this id, or `nil` when that account never withdrew.
  /// - Throws: `PostgresError`, or ``UserRowError`` when the stored row breaks a rule.
  public func find(id: UserId) async throws -> WithdrawnUser? {
    try await users.findWithdrawnUser(id: id)
  }
}
