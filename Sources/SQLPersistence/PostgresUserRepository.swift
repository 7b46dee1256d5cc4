// Chapter 12 — Real databases (DB-1 … DB-6): chapter 4's port on PostgreSQL.
// Docs/modules.md
//
// Read first: `save(_:)`, beside `SQLiteUserRepository.save(_:)`: the same tables, the same
// mapping, the same rules. Only the dialect differs (`$1` for `?`), and how a refusal
// arrives: the server names the constraint a write broke (`users_name_key`, SQLSTATE
// 23505), and a transaction that broke one is over, so the stored version a stale copy is
// told about is read after the rollback. Any number of app instances share one server.

import Entities
import PostgresEngine
import Repositories
import ValueObjects

/// A `UserRepository` on a PostgreSQL database, shared by any number of app instances.
public actor PostgresUserRepository: UserRepository {
  let connection: PostgresConnection
  /// The outbox relay's claim: its own connection, and the rows it holds.
  var claim: PostgresOutboxClaim

  /// Connects to the database at `url` and brings its schema up to date.
  /// - Throws: `PostgresError` naming the server without its password.
  public init(url: String) throws(PostgresError) {
    connection = try PostgresConnection(url: url, migrations: UserSchema.postgres)
    claim = PostgresOutboxClaim(url: url, schema: nil)
  }

  /// Connects with every table in the schema `schema`: one per test, on one server.
  package init(url: String, schema: String) throws(PostgresError) {
    connection = try PostgresConnection(
      url: url, migrations: UserSchema.postgres, schema: schema)
    claim = PostgresOutboxClaim(url: url, schema: schema)
  }
}

extension PostgresUserRepository {
  /// Stores the whole user and, in the same transaction, the events it recorded.
  /// - Throws: `UserSaveConflict` when another user holds the name, the copy is stale or
  ///   withdrawn (nothing is written then), `PostgresError` when the server fails.
  public func save(_ user: User) throws {
    // A withdrawn user ends in a delete; saved back, it would live on with its UserWithdrew.
    guard user.withdrawnAt == nil else { throw UserSaveConflict.withdrawn(id: user.id) }
    guard try store(user) else {
      // Read after the rollback: a transaction that broke a constraint reads nothing more.
      throw UserSaveConflict.staleVersion(
        id: user.id, saved: user.version, stored: try storedVersion(user.id))
    }
  }

  /// The user with this id, or `nil`.
  /// - Throws: `PostgresError`, or ``UserRowError`` when the stored row breaks a rule.
  public func find(id: UserId) throws -> User? {
    try users(where: "id = $1", [id.value]).first
  }

  /// The user with this name, or `nil`.
  public func find(name: UserName) throws -> User? {
    try users(where: "name = $1", [name.value]).first
  }

  /// Every stored user, oldest first (by creation time, then by id).
  public func findAll() throws -> [User] {
    try users(where: "true", [])
  }

  /// Removes the stored user this withdrawn copy was read from and stores the events it
  /// recorded, in one transaction; a user already gone does nothing.
  /// - Throws: `UserSaveConflict.notWithdrawn` for a live user (only a withdrawn one ends),
  ///   `UserSaveConflict.staleVersion` when the copy is stale.
  public func delete(_ user: User) throws {
    guard user.withdrawnAt != nil else { throw UserSaveConflict.notWithdrawn(id: user.id) }
    try connection.transaction {
      let removed = try connection.execute(
        "DELETE FROM users WHERE id = $1 AND version = $2", [user.id.value, "\(user.version)"])
      if removed == 0 {
        let stored = try storedVersion(user.id)
        if stored == 0 { return }
        throw UserSaveConflict.staleVersion(id: user.id, saved: user.version, stored: stored)
      }
      try insertEvents(user.recordedEvents)
    }
  }
}

extension PostgresUserRepository {
  /// Writes the user's row and its events in one transaction, or answers `false` when the
  /// stored version is not the copy's; the server's refusal of a taken name is the domain's
  /// `UserSaveConflict.nameTaken`.
  private func store(_ user: User) throws -> Bool {
    let row = UserRow(user, version: user.version + 1)
    do {
      return try connection.transaction {
        let changed = user.version == 0 ? try insert(row) : try update(row, from: user.version)
        if changed > 0 { try insertEvents(user.recordedEvents) }
        return changed > 0
      }
    } catch PostgresError.uniqueViolation(_, "users_name_key") {
      throw UserSaveConflict.nameTaken(user.name)
    } catch PostgresError.uniqueViolation(_, "users_pkey") {
      return false  // saved meanwhile by someone else: stale, like a changed version
    }
  }

  private func insert(_ row: UserRow) throws(PostgresError) -> Int {
    try connection.execute(
      "INSERT INTO users (\(UserRow.columns)) VALUES ($1, $2, $3, $4, $5, $6)",
      [row.id, row.name, row.statusMessage, row.type, "\(row.createdAt)", "\(row.version)"])
  }

  /// Replaces the row only if it still holds the version the copy was read at.
  private func update(_ row: UserRow, from version: Int) throws(PostgresError) -> Int {
    try connection.execute(
      """
      UPDATE users SET name = $1, status_message = $2, type = $3, created_at = $4, version = $5
      WHERE id = $6 AND version = $7
      """,
      [
        row.name, row.statusMessage, row.type, "\(row.createdAt)", "\(row.version)", row.id,
        "\(version)",
      ])
  }

  func insertEvents(_ events: [UserEvent]) throws(PostgresError) {
    for event in events.map(UserEventRow.init) {
      try connection.execute(
        "INSERT INTO user_outbox (\(UserEventRow.columns)) VALUES ($1, $2, $3, $4, $5, $6)",
        [
          event.kind, event.user, event.name, event.previousName, event.statusMessage,
          "\(event.occurredAt)",
        ])
    }
  }

  func storedVersion(_ id: UserId) throws(PostgresError) -> Int {
    let rows = try connection.query("SELECT version FROM users WHERE id = $1", [id.value])
    return (rows.first?.first ?? nil).flatMap { Int($0) } ?? 0
  }

  private func users(where condition: String, _ arguments: [String?]) throws -> [User] {
    try connection.query(
      "SELECT \(UserRow.columns) FROM users WHERE \(condition) ORDER BY created_at, id",
      arguments
    ).map { row throws(UserRowError) in
      try UserRow(
        id: row[0] ?? "", name: row[1] ?? "", statusMessage: row[2] ?? "", type: row[3] ?? "",
        createdAt: row[4].flatMap(Double.init) ?? .nan,
        version: row[5].flatMap { Int($0) } ?? 0
      ).makeUser(store: connection.server)
    }
  }
}
