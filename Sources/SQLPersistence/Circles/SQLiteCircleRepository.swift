// Chapter 12 — Real databases (DB-1 … DB-5): chapter 7's circle port on SQLite.
// Docs/modules.md
//
// Read first: `save(_:)`, then `write(_:)` in `SQLiteCircleRepository+Writes.swift`. The
// rules the file repository checks under its lock are the database's here: the name is a
// `UNIQUE` constraint, the version check is the `WHERE` of the `UPDATE`, the events go into
// `circle_outbox` in the same transaction as the circle's rows. One actor owns the one
// connection that circles, invitations and their units of work share: a unit of work is
// one transaction, and a transaction belongs to one connection.

import Aggregates
import CirclePersistence
import EventHandlers
import SQLiteEngine
import Specifications
import ValueObjects

/// A `CircleRepository` over one SQLite database file, which also keeps the open
/// invitations, the circles' outbox and the users the circles know withdrew.
///
/// Each write is one `BEGIN IMMEDIATE` transaction: a second process waits for it (up to
/// the busy timeout) instead of failing. Circles are mapped by hand to a root row and its
/// members' rows, loaded and saved whole.
public actor SQLiteCircleRepository: CircleRepository {
  let connection: SQLiteConnection

  /// Opens (creating if absent) the database at `path`, bringing the circles' tables up to
  /// date.
  /// - Throws: `SQLiteError` naming the file: not a database, damaged, a schema newer than
  ///   this code, SQLite missing, …
  public init(path: String) throws(SQLiteError) {
    connection = try SQLiteConnection(path: path, migrations: CircleSchema.sqlite)
  }
}

extension SQLiteCircleRepository {
  // region: save
  /// Stores the whole circle and, in the same transaction, the events it recorded.
  /// - Throws: `CircleSaveConflict` when another circle holds the name, the copy is stale or
  ///   someone it lets in withdrew (nothing is written then); `SQLiteError` when the
  ///   database fails.
  public func save(_ circle: Circle) throws {
    try write([.save(circle)])
  }
  // endregion

  /// The circle with this id, or `nil`.
  /// - Throws: `SQLiteError`, or ``CircleRowError`` when a stored row breaks a rule.
  public func find(id: CircleId) throws -> Circle? {
    try circles(where: "c.id = ?", [.text(id.value)]).first
  }

  /// The circle with this name, or `nil`.
  public func find(name: CircleName) throws -> Circle? {
    try circles(where: "c.name = ?", [.text(name.value)]).first
  }

  /// Every circle, oldest first (by creation time, then id).
  public func findAll() throws -> [Circle] {
    try circles(where: "1 = 1", [])
  }

  /// The circles satisfying the rule, oldest first: every circle is loaded and the rule
  /// applied in Swift, the trade-off the port names.
  public func findAll(satisfying specification: some Specification<Circle>) throws -> [Circle] {
    try findAll().filter { specification.isSatisfied(by: $0) }
  }

  /// Deletes the circle, its members' rows and its invitations, if this copy is the stored
  /// one; a circle already gone writes nothing.
  /// - Throws: `CircleSaveConflict.staleVersion`; nothing is deleted then.
  public func delete(_ circle: Circle) throws {
    try write([.delete(circle)])
  }

  /// Records that `user` withdrew: no later save takes them in, no invitation reaches them;
  /// recorded already, it changes nothing.
  public func recordWithdrawal(of user: UserId) throws {
    try write([.withdrew(user)])
  }

  /// Opens a unit of work whose commit writes its changes in one transaction.
  public nonisolated func beginUnitOfWork() -> CircleRepositoryUnitOfWork {
    CircleRepositoryUnitOfWork { changes in try await self.write(changes) }
  }
}

extension SQLiteCircleRepository: CircleEventOutbox {
  /// The oldest undelivered events, at most `limit`, in commit order, including those other
  /// processes stored.
  public func undeliveredEvents(limit: Int) throws -> [CircleOutboxEvent] {
    try connection.query(
      "SELECT position, \(CircleEventRow.columns) FROM circle_outbox ORDER BY position LIMIT ?",
      [.integer(Int64(max(0, limit)))]
    ).map { row throws(CircleRowError) in
      let position = Int(row[0].integer ?? 0)
      let event = try CircleEventRow(
        kind: row[1].text ?? "", circle: row[2].text ?? "", member: row[3].text,
        formerOwner: row[4].text, oldName: row[5].text, newName: row[6].text,
        occurredAt: row[7].real ?? .nan
      ).makeEvent(store: connection.path, position: position)
      return CircleOutboxEvent(position: position, event: event)
    }
  }

  /// Records that delivery reached `position` by deleting the rows it covers; the positions
  /// after them never change, so an older mark deletes nothing.
  public func markDelivered(through position: Int) throws {
    try write([.delivered(through: position)])
  }
}

extension SQLiteCircleRepository {
  // region: load
  /// The circles matching `condition` (on the root's alias `c`), oldest first, each read
  /// whole with its members by one statement.
  func circles(where condition: String, _ arguments: [SQLiteValue]) throws -> [Circle] {
    let rows = try connection.query(
      """
      SELECT c.id, c.name, c.owner, c.created_at, c.version, m.user_id
      FROM circles c LEFT JOIN circle_members m ON m.circle_id = c.id
      WHERE \(condition) ORDER BY c.created_at, c.id, m.position
      """, arguments)
    return try CircleRow.circles(
      from: rows.map { row in
        CircleRow.Joined(
          id: row[0].text ?? "", name: row[1].text ?? "", owner: row[2].text ?? "",
          createdAt: row[3].real ?? .nan, version: Int(row[4].integer ?? 0),
          member: row[5].text)
      }, store: connection.path)
  }
  // endregion

  /// The version the database holds for the circle, 0 when it is gone.
  func storedVersion(_ id: CircleId) throws(SQLiteError) -> Int {
    Int(
      try connection.query("SELECT version FROM circles WHERE id = ?", [.text(id.value)])
        .first?.first?.integer ?? 0)
  }
}
