// Chapter 12 — Real databases (DB-1 … DB-5): chapter 4's port on SQLite.
// Docs/modules.md
//
// Read first: `save(_:)`. The rules the file repository checks under its lock are the
// database's here: the name is a `UNIQUE` constraint, the version check is the `WHERE` of
// the `UPDATE` (no row changed means the copy is stale), and the events go into the outbox
// table in the same transaction as the user's row. What the database refuses comes back as
// the domain's own `UserSaveConflict`, the same error every other repository throws.

import Entities
import Repositories
import SQLiteEngine
import ValueObjects

/// A `UserRepository` over one SQLite database file, shared safely by several processes.
///
/// Each save is one `BEGIN IMMEDIATE` transaction: a second process waits for it (up to the
/// busy timeout) instead of failing. Users are mapped by hand to one row each, loaded and
/// saved whole.
public actor SQLiteUserRepository: UserRepository {
  let connection: SQLiteConnection

  /// Opens (creating if absent) the database at `path`, bringing its schema up to date.
  /// - Throws: `SQLiteError` naming the file: not a database, damaged, a schema newer than
  ///   this code, SQLite missing, …
  public init(path: String) throws(SQLiteError) {
    connection = try SQLiteConnection(path: path, migrations: UserSchema.sqlite)
  }
}

extension SQLiteUserRepository {
  // region: save
  /// Stores the whole user and, in the same transaction, the events it recorded.
  /// - Throws: `UserSaveConflict` when another user holds the name, the copy is stale or
  ///   withdrawn (nothing is written then), `SQLiteError` when the database fails.
  public func save(_ user: User) throws {
    // A withdrawn user ends in a delete; saved back, it would live on with its UserWithdrew.
    guard user.withdrawnAt == nil else { throw UserSaveConflict.withdrawn(id: user.id) }
    try write {
      let row = UserRow(user, version: user.version + 1)
      guard try store(row, replacing: user.version, name: user.name) else {
        throw try staleVersion(user)
      }
      try insertEvents(user.recordedEvents)
    }
  }
  // endregion

  /// The user with this id, or `nil`.
  /// - Throws: `SQLiteError`, or ``UserRowError`` when the stored row breaks a rule.
  public func find(id: UserId) throws -> User? {
    try users(where: "id = ?", [.text(id.value)]).first
  }

  /// The user with this name, or `nil`.
  public func find(name: UserName) throws -> User? {
    try users(where: "name = ?", [.text(name.value)]).first
  }

  /// Every stored user, oldest first (by creation time, then by id).
  /// - Complexity: O(*n* log *n*) for *n* stored users, in the database's index.
  public func findAll() throws -> [User] {
    try users(where: "1 = 1", [])
  }

  /// Removes the stored user this withdrawn copy was read from and stores the events it
  /// recorded, in one transaction; a user already gone does nothing.
  /// - Throws: `UserSaveConflict.notWithdrawn` for a live user (only a withdrawn one ends),
  ///   `UserSaveConflict.staleVersion` when the copy is stale.
  public func delete(_ user: User) throws {
    guard user.withdrawnAt != nil else { throw UserSaveConflict.notWithdrawn(id: user.id) }
    try write {
      let removed = try connection.execute(
        "DELETE FROM users WHERE id = ? AND version = ?",
        [.text(user.id.value), .integer(Int64(user.version))])
      if removed == 0 {
        let stored = try storedVersion(user.id)
        if stored == 0 { return }
        throw UserSaveConflict.staleVersion(id: user.id, saved: user.version, stored: stored)
      }
      try insertEvents(user.recordedEvents)
    }
  }
}

extension SQLiteUserRepository {
  private func write(_ body: () throws -> Void) throws {
    try connection.transaction(body)
  }

  func insertEvents(_ events: [UserEvent]) throws(SQLiteError) {
    for event in events.map(UserEventRow.init) {
      try connection.execute(
        "INSERT INTO user_outbox (\(UserEventRow.columns)) VALUES (?, ?, ?, ?, ?, ?)",
        [
          .text(event.kind), .text(event.user), event.name.map(SQLiteValue.text) ?? .null,
          event.previousName.map(SQLiteValue.text) ?? .null,
          event.statusMessage.map(SQLiteValue.text) ?? .null, .real(event.occurredAt),
        ])
    }
  }

  private func staleVersion(_ user: User) throws(SQLiteError) -> UserSaveConflict {
    .staleVersion(id: user.id, saved: user.version, stored: try storedVersion(user.id))
  }

  func storedVersion(_ id: UserId) throws(SQLiteError) -> Int {
    Int(
      try connection.query("SELECT version FROM users WHERE id = ?", [.text(id.value)])
        .first?.first?.integer ?? 0)
  }

  private func users(where condition: String, _ arguments: [SQLiteValue]) throws -> [User] {
    try connection.query(
      "SELECT \(UserRow.columns) FROM users WHERE \(condition) ORDER BY created_at, id",
      arguments
    ).map { row throws(UserRowError) in
      try UserRow(
        id: row[0].text ?? "", name: row[1].text ?? "", statusMessage: row[2].text ?? "",
        type: row[3].text ?? "", createdAt: row[4].real ?? .nan,
        version: Int(row[5].integer ?? 0)
      ).makeUser(store: connection.path)
    }
  }

  // region: translate
  /// Writes the row, or answers `false` when the stored version is not `version`; the
  /// database's refusal of a taken name is the domain's `UserSaveConflict.nameTaken`.
  private func store(_ row: UserRow, replacing version: Int, name: UserName) throws -> Bool {
    do {
      return try (version == 0 ? insert(row) : update(row, from: version)) > 0
    } catch SQLiteError.constraint(_, .unique(let columns), _) where columns == ["users.name"] {
      throw UserSaveConflict.nameTaken(name)
    } catch SQLiteError.constraint(_, .primaryKey, _) {
      return false  // saved meanwhile by someone else: stale, like a changed version
    }
  }
  // endregion

  private func insert(_ row: UserRow) throws(SQLiteError) -> Int {
    try connection.execute(
      "INSERT INTO users (\(UserRow.columns)) VALUES (?, ?, ?, ?, ?, ?)",
      [
        .text(row.id), .text(row.name), .text(row.statusMessage), .text(row.type),
        .real(row.createdAt), .integer(Int64(row.version)),
      ])
  }

  // region: update
  /// Replaces the row only if it still holds the version the copy was read at.
  private func update(_ row: UserRow, from version: Int) throws(SQLiteError) -> Int {
    try connection.execute(
      """
      UPDATE users SET name = ?, status_message = ?, type = ?, created_at = ?, version = ?
      WHERE id = ? AND version = ?
      """,
      [
        .text(row.name), .text(row.statusMessage), .text(row.type), .real(row.createdAt),
        .integer(Int64(row.version)), .text(row.id), .integer(Int64(version)),
      ])
  }
  // endregion
}
