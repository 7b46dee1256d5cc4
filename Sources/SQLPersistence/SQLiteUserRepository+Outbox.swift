// Chapter 12 — Real databases (DB-5): the SQLite users' outbox, as chapter 9's relay reads it.
// Docs/modules.md
//
// Read first: `markDelivered(through:)`. Each outbox row carries its own delivered mark,
// set in a write transaction; SQLite has one writer at a time, so two marks never
// interleave, and the rows a save inserts after a relay's read are never marked by it
// (their positions are higher: SQLite commits one writer after the other, so positions
// follow commit order). The relay hands events over first and marks after: at least once.

import Entities
import EventHandlers
import SQLiteEngine

extension SQLiteUserRepository: UserEventOutbox {
  /// The oldest events not yet marked delivered, at most `limit`, in commit order.
  /// - Throws: `SQLiteError`, or ``UserRowError`` when a stored row breaks a rule.
  public func undeliveredEvents(limit: Int) throws -> [UserOutboxEvent] {
    try outboxEvents(where: "delivered = 0", limit: max(0, limit))
  }

  /// Marks, durably, every event up to and including `position` delivered; an older mark
  /// changes nothing.
  /// - Throws: `SQLiteError` when the database fails.
  public func markDelivered(through position: Int) throws {
    try connection.transaction {
      _ = try connection.execute(
        "UPDATE user_outbox SET delivered = 1 WHERE position <= ? AND delivered = 0",
        [.integer(Int64(position))])
    }
  }
}

extension SQLiteUserRepository {
  /// Every event the saves stored, delivered or not, in commit order.
  package func storedEvents() throws -> [UserEvent] {
    try outboxEvents(where: "1 = 1", limit: -1).map(\.event)
  }

  /// The outbox's rows that meet `condition`, oldest first, at most `limit` (-1: all).
  func outboxEvents(where condition: String, limit: Int) throws -> [UserOutboxEvent] {
    try connection.query(
      """
      SELECT position, \(UserEventRow.columns) FROM user_outbox WHERE \(condition)
      ORDER BY position LIMIT ?
      """, [.integer(Int64(limit))]
    ).map { row throws(UserRowError) in
      let position = Int(row[0].integer ?? 0)
      return UserOutboxEvent(
        position: position,
        event: try UserEventRow(
          kind: row[1].text ?? "", user: row[2].text ?? "", name: row[3].text,
          previousName: row[4].text, statusMessage: row[5].text,
          occurredAt: row[6].real ?? .nan
        ).makeEvent(store: connection.path, position: position))
    }
  }
}
