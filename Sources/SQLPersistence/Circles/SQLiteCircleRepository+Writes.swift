// Chapter 12 — Real databases (DB-2 … DB-5): what one SQLite transaction of the circles
// writes. Docs/modules.md
//
// Read first: `store(_:)`. The circle's root row is inserted, or updated only where it
// still holds the copy's version; the database refuses a taken name (`UNIQUE`) and the
// adapter says so in the domain's words. Then the members' rows are replaced whole, the
// people the circle gains are checked against the withdrawals the circles recorded, and
// the events go into the outbox: all in the transaction `write(_:)` opened, so a refusal
// at any step leaves nothing behind.

import Aggregates
import CirclePersistence
import SQLiteEngine
import ValueObjects

extension SQLiteCircleRepository {
  /// Writes every change in one transaction, or none: the changes every circle repository
  /// writes, a unit of work's among them.
  func write(_ changes: [CircleStoreChange]) throws {
    try connection.transaction {
      for change in changes {
        switch change {
        case .save(let circle): try store(circle)
        case .delete(let circle): try remove(circle)
        case .send(let invitation): try send(invitation)
        case .end(let id): try endInvitation(id)
        case .withdrew(let user):
          try connection.execute(
            "INSERT INTO circle_withdrawals (user_id) VALUES (?) ON CONFLICT DO NOTHING",
            [.text(user.value)])
        case .delivered(let position):
          // The positions after them never change, so an older mark deletes nothing.
          try connection.execute(
            "DELETE FROM circle_outbox WHERE position <= ?", [.integer(Int64(position))])
        }
      }
    }
  }

  // region: store
  /// Writes the circle's rows and its events; the caller's transaction makes them one.
  private func store(_ circle: Circle) throws {
    let stored = try circles(where: "c.id = ?", [.text(circle.id.value)]).first
    let row = CircleRow(circle, version: circle.version + 1)
    guard try writeRoot(row, replacing: circle.version, name: circle.name) else {
      throw CircleSaveConflict.staleVersion(
        id: circle.id, saved: circle.version, stored: try storedVersion(circle.id))
    }
    try replaceMembers(of: row)
    if let withdrawn = try firstWithdrawn(among: circle.people(gainedSince: stored)) {
      throw CircleSaveConflict.notAUser(withdrawn)
    }
    try insertEvents(circle.recordedEvents)
  }
  // endregion

  /// Deletes the circle's rows (its members' and invitations' with them, by cascade) if
  /// this copy is the stored one; a circle already gone deletes nothing.
  private func remove(_ circle: Circle) throws {
    let removed = try connection.execute(
      "DELETE FROM circles WHERE id = ? AND version = ?",
      [.text(circle.id.value), .integer(Int64(circle.version))])
    guard removed == 0 else { return }
    let stored = try storedVersion(circle.id)
    if let conflict = CircleSaveConflict.find(deleting: circle, storedVersion: stored) {
      throw conflict
    }
  }

  /// Writes the root row, or answers `false` when the stored version is not `version`; the
  /// database's refusal of a taken name is the domain's `CircleSaveConflict.nameTaken`.
  private func writeRoot(_ row: CircleRow, replacing version: Int, name: CircleName) throws
    -> Bool
  {
    do {
      return try (version == 0 ? insertRoot(row) : updateRoot(row, from: version)) > 0
    } catch SQLiteError.constraint(_, .unique(let columns), _) where columns == ["circles.name"] {
      throw CircleSaveConflict.nameTaken(name)
    } catch SQLiteError.constraint(_, .primaryKey, _) {
      return false  // created meanwhile by someone else: stale, like a changed version
    }
  }

  private func insertRoot(_ row: CircleRow) throws(SQLiteError) -> Int {
    try connection.execute(
      "INSERT INTO circles (\(CircleRow.columns)) VALUES (?, ?, ?, ?, ?)",
      [
        .text(row.id), .text(row.name), .text(row.owner), .real(row.createdAt),
        .integer(Int64(row.version)),
      ])
  }

  // region: update
  /// Replaces the root row only if it still holds the version the copy was read at.
  private func updateRoot(_ row: CircleRow, from version: Int) throws(SQLiteError) -> Int {
    try connection.execute(
      "UPDATE circles SET name = ?, owner = ?, version = ? WHERE id = ? AND version = ?",
      [
        .text(row.name), .text(row.owner), .integer(Int64(row.version)), .text(row.id),
        .integer(Int64(version)),
      ])
  }
  // endregion

  /// Replaces the circle's member rows with the row's members, in order.
  private func replaceMembers(of row: CircleRow) throws(SQLiteError) {
    try connection.execute("DELETE FROM circle_members WHERE circle_id = ?", [.text(row.id)])
    for (position, member) in row.members.enumerated() {
      try connection.execute(
        "INSERT INTO circle_members (circle_id, position, user_id) VALUES (?, ?, ?)",
        [.text(row.id), .integer(Int64(position)), .text(member)])
    }
  }

  /// The first of `users` whose withdrawal the circles recorded, or `nil`.
  func firstWithdrawn(among users: [UserId]) throws(SQLiteError) -> UserId? {
    for user in users {
      let rows = try connection.query(
        "SELECT 1 FROM circle_withdrawals WHERE user_id = ?", [.text(user.value)])
      if !rows.isEmpty { return user }
    }
    return nil
  }

  private func insertEvents(_ events: [CircleEvent]) throws(SQLiteError) {
    for event in events.map(CircleEventRow.init) {
      try connection.execute(
        "INSERT INTO circle_outbox (\(CircleEventRow.columns)) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
          .text(event.kind), .text(event.circle), event.member.map(SQLiteValue.text) ?? .null,
          event.formerOwner.map(SQLiteValue.text) ?? .null,
          event.oldName.map(SQLiteValue.text) ?? .null,
          event.newName.map(SQLiteValue.text) ?? .null, .real(event.occurredAt),
        ])
    }
  }
}
