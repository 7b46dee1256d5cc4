// Chapter 12 — Real databases (DB-2 … DB-6): what one PostgreSQL transaction of the circles
// writes. Docs/modules.md
//
// Read first: `store(_:)`, beside the SQLite one. Many app instances write at once, so the
// circle's row is locked (`FOR UPDATE`) before its members are read, and the withdrawals
// table in `SHARE` mode before it is checked: a withdrawal recorded meanwhile waits for this
// save, or this save sees it. A transaction that broke a constraint is over on the server,
// so the refusals are translated after the rollback, in `write(_:)`.

import Aggregates
import CirclePersistence
import PostgresEngine
import ValueObjects

extension PostgresCircleRepository {
  /// Writes every change in one transaction, or none: the changes every circle repository
  /// writes, a unit of work's among them.
  func write(_ changes: [CircleStoreChange]) throws {
    do {
      try connection.transaction {
        for change in changes {
          switch change {
          case .save(let circle): try store(circle)
          case .delete(let circle): try remove(circle)
          case .send(let invitation): try send(invitation)
          case .end(let id): try endInvitation(id)
          case .withdrew(let user):
            // Waits for the saves checking withdrawals now, and holds off new ones.
            try connection.execute("LOCK TABLE circle_withdrawals IN EXCLUSIVE MODE")
            try connection.execute(
              "INSERT INTO circle_withdrawals (user_id) VALUES ($1) ON CONFLICT DO NOTHING",
              [user.value])
          case .delivered(let position):
            try connection.execute(
              "DELETE FROM circle_outbox WHERE position <= $1", ["\(position)"])
          }
        }
      }
    } catch {
      guard let refused = error as? CreatedMeanwhile else { throw error }
      // Read after the rollback: a transaction that broke a constraint reads nothing more.
      throw CircleSaveConflict.staleVersion(
        id: refused.circle, saved: 0, stored: try storedVersion(refused.circle))
    }
  }

  /// Writes the circle's rows and its events; the caller's transaction makes them one.
  private func store(_ circle: Circle) throws {
    try connection.execute("SELECT 1 FROM circles WHERE id = $1 FOR UPDATE", [circle.id.value])
    let stored = try circles(where: "c.id = $1", [circle.id.value]).first
    let row = CircleRow(circle, version: circle.version + 1)
    guard try writeRoot(row, replacing: circle.version, circle: circle) else {
      throw CircleSaveConflict.staleVersion(
        id: circle.id, saved: circle.version, stored: try storedVersion(circle.id))
    }
    try connection.execute("DELETE FROM circle_members WHERE circle_id = $1", [row.id])
    for (position, member) in row.members.enumerated() {
      try connection.execute(
        "INSERT INTO circle_members (circle_id, position, user_id) VALUES ($1, $2, $3)",
        [row.id, "\(position)", member])
    }
    if let withdrawn = try firstWithdrawn(among: circle.people(gainedSince: stored)) {
      throw CircleSaveConflict.notAUser(withdrawn)
    }
    for event in circle.recordedEvents.map(CircleEventRow.init) {
      try connection.execute(
        """
        INSERT INTO circle_outbox (\(CircleEventRow.columns))
        VALUES ($1, $2, $3, $4, $5, $6, $7)
        """,
        [
          event.kind, event.circle, event.member, event.formerOwner, event.oldName,
          event.newName, "\(event.occurredAt)",
        ])
    }
  }

  /// Deletes the circle's rows (its members' and invitations' with them, by cascade) if
  /// this copy is the stored one; a circle already gone deletes nothing.
  private func remove(_ circle: Circle) throws {
    let removed = try connection.execute(
      "DELETE FROM circles WHERE id = $1 AND version = $2", [circle.id.value, "\(circle.version)"])
    guard removed == 0 else { return }
    let stored = try storedVersion(circle.id)
    if let conflict = CircleSaveConflict.find(deleting: circle, storedVersion: stored) {
      throw conflict
    }
  }

  /// Writes the root row, or answers `false` when the stored version is not the copy's; the
  /// server's refusal of a taken name is the domain's `CircleSaveConflict.nameTaken`.
  private func writeRoot(_ row: CircleRow, replacing version: Int, circle: Circle) throws
    -> Bool
  {
    do {
      return try (version == 0 ? insertRoot(row) : updateRoot(row, from: version)) > 0
    } catch {
      switch error {
      case .uniqueViolation(_, "circles_name_key"): throw CircleSaveConflict.nameTaken(circle.name)
      case .uniqueViolation(_, "circles_pkey"): throw CreatedMeanwhile(circle: circle.id)
      default: throw error
      }
    }
  }

  private func insertRoot(_ row: CircleRow) throws(PostgresError) -> Int {
    try connection.execute(
      "INSERT INTO circles (\(CircleRow.columns)) VALUES ($1, $2, $3, $4, $5)",
      [row.id, row.name, row.owner, "\(row.createdAt)", "\(row.version)"])
  }

  /// Replaces the root row only if it still holds the version the copy was read at.
  private func updateRoot(_ row: CircleRow, from version: Int) throws(PostgresError) -> Int {
    try connection.execute(
      "UPDATE circles SET name = $1, owner = $2, version = $3 WHERE id = $4 AND version = $5",
      [row.name, row.owner, "\(row.version)", row.id, "\(version)"])
  }

  /// The first of `users` whose withdrawal the circles recorded, or `nil`; the table is
  /// held in `SHARE` mode until the commit, so no withdrawal is recorded in between.
  func firstWithdrawn(among users: [UserId]) throws(PostgresError) -> UserId? {
    guard !users.isEmpty else { return nil }
    try connection.execute("LOCK TABLE circle_withdrawals IN SHARE MODE")
    for user in users {
      let rows = try connection.query(
        "SELECT 1 FROM circle_withdrawals WHERE user_id = $1", [user.value])
      if !rows.isEmpty { return user }
    }
    return nil
  }

  /// A new circle's id was taken by a circle created meanwhile: a stale copy.
  private struct CreatedMeanwhile: Error {
    let circle: CircleId
  }
}
