// Chapter 12 — Real databases (DB-1 … DB-6): chapter 7's circle port on PostgreSQL.
// Docs/modules.md
//
// Read first: `save(_:)`, beside `SQLiteCircleRepository.save(_:)`: the same tables, the
// same mapping, the same rules. What differs is how many writers there are. SQLite lets
// one transaction write at a time; a PostgreSQL server runs many at once, so each write
// locks what its checks read (the circle's row `FOR UPDATE`, the withdrawals table in
// `SHARE` mode) and the server's refusals arrive by constraint name.

import Aggregates
import CirclePersistence
import EventHandlers
import PostgresEngine
import Specifications
import ValueObjects

/// A `CircleRepository` on a PostgreSQL database, shared by any number of app instances; it
/// also keeps the open invitations, the circles' outbox and the users the circles know
/// withdrew.
public actor PostgresCircleRepository: CircleRepository {
  let connection: PostgresConnection

  /// Connects to the database at `url` and brings the circles' tables up to date.
  /// - Throws: `PostgresError` naming the server without its password.
  public init(url: String) throws(PostgresError) {
    connection = try PostgresConnection(url: url, migrations: CircleSchema.postgres)
  }

  /// Connects with every table in the schema `schema`: one per test, on one server.
  package init(url: String, schema: String) throws(PostgresError) {
    connection = try PostgresConnection(
      url: url, migrations: CircleSchema.postgres, schema: schema)
  }
}

extension PostgresCircleRepository {
  /// Stores the whole circle and, in the same transaction, the events it recorded.
  /// - Throws: `CircleSaveConflict` when another circle holds the name, the copy is stale or
  ///   someone it lets in withdrew (nothing is written then); `PostgresError`.
  public func save(_ circle: Circle) throws {
    try write([.save(circle)])
  }

  /// The circle with this id, or `nil`.
  /// - Throws: `PostgresError`, or ``CircleRowError`` when a stored row breaks a rule.
  public func find(id: CircleId) throws -> Circle? {
    try circles(where: "c.id = $1", [id.value]).first
  }

  /// The circle with this name, or `nil`.
  public func find(name: CircleName) throws -> Circle? {
    try circles(where: "c.name = $1", [name.value]).first
  }

  /// Every circle, oldest first (by creation time, then id).
  public func findAll() throws -> [Circle] {
    try circles(where: "true", [])
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

extension PostgresCircleRepository: CircleEventOutbox {
  /// The oldest undelivered events, at most `limit`, in commit order, including those other
  /// app instances stored.
  public func undeliveredEvents(limit: Int) throws -> [CircleOutboxEvent] {
    try connection.query(
      "SELECT position, \(CircleEventRow.columns) FROM circle_outbox ORDER BY position LIMIT $1",
      ["\(max(0, limit))"]
    ).map { row throws(CircleRowError) in
      let position = row[0].flatMap { Int($0) } ?? 0
      let event = try CircleEventRow(
        kind: row[1] ?? "", circle: row[2] ?? "", member: row[3], formerOwner: row[4],
        oldName: row[5], newName: row[6], occurredAt: row[7].flatMap(Double.init) ?? .nan
      ).makeEvent(store: connection.server, position: position)
      return CircleOutboxEvent(position: position, event: event)
    }
  }

  /// Records that delivery reached `position` by deleting the rows it covers; an older mark
  /// deletes nothing.
  public func markDelivered(through position: Int) throws {
    try write([.delivered(through: position)])
  }
}

extension PostgresCircleRepository {
  /// The circles matching `condition` (on the root's alias `c`), oldest first, each read
  /// whole with its members by one statement.
  func circles(where condition: String, _ arguments: [String?]) throws -> [Circle] {
    let rows = try connection.query(
      """
      SELECT c.id, c.name, c.owner, c.created_at, c.version, m.user_id
      FROM circles c LEFT JOIN circle_members m ON m.circle_id = c.id
      WHERE \(condition) ORDER BY c.created_at, c.id, m.position
      """, arguments)
    return try CircleRow.circles(
      from: rows.map { row in
        CircleRow.Joined(
          id: row[0] ?? "", name: row[1] ?? "", owner: row[2] ?? "",
          createdAt: row[3].flatMap(Double.init) ?? .nan,
          version: row[4].flatMap { Int($0) } ?? 0, member: row[5])
      }, store: connection.server)
  }

  /// The version the database holds for the circle, 0 when it is gone.
  func storedVersion(_ id: CircleId) throws(PostgresError) -> Int {
    let rows = try connection.query("SELECT version FROM circles WHERE id = $1", [id.value])
    return (rows.first?.first ?? nil).flatMap { Int($0) } ?? 0
  }
}
