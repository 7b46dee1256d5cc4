// Chapter 12 — Real databases (DB-5): chapter 5's archive of withdrawn users on SQLite.
// Docs/modules.md
//
// Read first: `init(sharing:)`. The archive is a repository of its own (its aggregate,
// `WithdrawnUser`, has a lifecycle apart from the user's), but its table lives in the users'
// database and is written through the users' connection: the one connection a withdrawal's
// unit of work commits both tables on. A connection has one owner, the users' actor, so
// this repository is a view that asks it; opening a second connection to the same file
// would make the archive's write a second transaction.

import Entities
import Repositories
import ValueObjects

/// A `WithdrawnUserRepository` over the `withdrawn_users` table of a SQLite users' database.
public struct SQLiteWithdrawnUserRepository: WithdrawnUserRepository {
  private let users: SQLiteUserRepository

  /// The archive kept in `users`' database, written through its connection.
  public init(sharing users: SQLiteUserRepository) {
    self.users = users
  }

  /// Stores the record, replacing any record with the same id.
  /// - Throws: `SQLiteError` when the database fails.
  public func save(_ record: WithdrawnUser) async throws {
    try await users.saveWithdrawnUser(record)
  }

  /// The record for this id, or `nil` when that account never withdrew.
  /// - Throws: `SQLiteError`, or ``UserRowError`` when the stored row breaks a rule.
  public func find(id: UserId) async throws -> WithdrawnUser? {
    try await users.findWithdrawnUser(id: id)
  }
}
