// Chapter 12 — Real databases (DB-5): competing relays on PostgreSQL, each with claims of
// its own. Docs/modules.md
//
// Read first: `undeliveredEvents(limit:)`. Several app instances run a relay over one
// outbox. Each read is a claim: a transaction on the relay's own connection locks the
// oldest undelivered rows with `FOR UPDATE SKIP LOCKED`, so a second relay skips them and
// claims the next ones instead of waiting, and no two relays hand out one event at once.
// The claim stays open while its events are handed over; each mark sets the rows' delivered
// flag in it, and the claim commits when its last row is marked (or at the next read, after
// a handler failed). A relay that dies rolls back: its marks and locks are gone, and another
// relay hands those events out again. At least once; handlers stay idempotent.

import Entities
import EventHandlers
import PostgresEngine

extension PostgresUserRepository: UserEventOutbox {
  // region: claim
  /// Claims the oldest undelivered events no other relay holds, at most `limit`, in the
  /// order of their positions, until they are marked delivered or the next read.
  /// - Throws: `PostgresError`, or ``UserRowError`` when a stored row breaks a rule.
  public func undeliveredEvents(limit: Int) throws -> [UserOutboxEvent] {
    let relay = try claim.connect()
    try endClaim(on: relay)
    try relay.execute("BEGIN")
    do {
      let events = try outboxEvents(
        relay.query(
          """
          SELECT position, \(UserEventRow.columns) FROM user_outbox WHERE NOT delivered
          ORDER BY position LIMIT $1 FOR UPDATE SKIP LOCKED
          """, ["\(max(0, limit))"]))
      claim.positions = events.map(\.position)
      if claim.positions.isEmpty { try relay.execute("COMMIT") }
      return events
    } catch {
      claim.positions = []
      _ = try? relay.execute("ROLLBACK")
      throw error
    }
  }
  // endregion

  /// Marks the claimed events up to and including `position` delivered, durably once the
  /// claim commits; without a claim, marks every event up to `position` no relay holds.
  /// - Throws: `PostgresError` when the server fails; the claim is rolled back then.
  public func markDelivered(through position: Int) throws {
    guard !claim.positions.isEmpty, let relay = claim.connection else {
      try connection.execute(
        """
        UPDATE user_outbox SET delivered = true WHERE position IN (SELECT position
        FROM user_outbox WHERE position <= $1 AND NOT delivered FOR UPDATE SKIP LOCKED)
        """, ["\(position)"])
      return
    }
    let marked = claim.positions.filter { $0 <= position }
    do {
      try relay.execute(
        "UPDATE user_outbox SET delivered = true WHERE position = ANY($1::bigint[])",
        ["{" + marked.map(String.init).joined(separator: ",") + "}"])
      claim.positions.removeAll { $0 <= position }
      if claim.positions.isEmpty { try relay.execute("COMMIT") }
    } catch {
      claim.positions = []
      _ = try? relay.execute("ROLLBACK")
      throw error
    }
  }

  /// Commits the open claim, if any: its marks become durable, its other rows free.
  private func endClaim(on relay: PostgresConnection) throws(PostgresError) {
    guard !claim.positions.isEmpty else { return }
    claim.positions = []
    try relay.execute("COMMIT")
  }
}

extension PostgresUserRepository {
  /// Every event the saves stored, delivered or not, in the order of their positions.
  package func storedEvents() throws -> [UserEvent] {
    try outboxEvents(
      connection.query(
        "SELECT position, \(UserEventRow.columns) FROM user_outbox ORDER BY position")
    ).map(\.event)
  }

  /// The events of outbox rows selected as `position` and ``UserEventRow/columns``.
  func outboxEvents(_ rows: [[String?]]) throws(UserRowError) -> [UserOutboxEvent] {
    try rows.map { row throws(UserRowError) in
      let position = row[0].flatMap { Int($0) } ?? 0
      return UserOutboxEvent(
        position: position,
        event: try UserEventRow(
          kind: row[1] ?? "", user: row[2] ?? "", name: row[3], previousName: row[4],
          statusMessage: row[5], occurredAt: row[6].flatMap(Double.init) ?? .nan
        ).makeEvent(store: connection.server, position: position))
    }
  }
}
