// Chapter 12 — Real databases (DB-3): chapter 7's invitation port on SQLite.
// Docs/modules.md
//
// Read first: `send(_:)` and `insertOpen(_:)` below. "One open invitation per circle and invitee" is the partial
// unique index `circle_invitations_one_open`: the database refuses a second open row, and
// the adapter says so as the domain's `CircleInvitationConflict.alreadyInvited`. The
// invitations live in the circle repository's database and are written through its actor, so a
// unit of work can end one in the same transaction as the circle's change.

import Aggregates
import SQLiteEngine
import ValueObjects

/// A `CircleInvitationRepository` over the SQLite circle repository that holds the invitations.
public struct SQLiteCircleInvitationRepository: CircleInvitationRepository {
  private let store: SQLiteCircleRepository

  /// Makes the invitation repository of `circles`, on the same connection.
  public init(circles: SQLiteCircleRepository) {
    store = circles
  }

  /// Stores the open invitation in one transaction.
  /// - Throws: `CircleInvitationConflict` when the invitee has another open invitation to
  ///   the circle, the circle is gone or the invitee withdrew; ``CircleRowError`` for an
  ///   answered invitation. Nothing is written then.
  public func save(_ invitation: CircleInvitation) async throws {
    try await store.write([.send(invitation)])
  }

  /// The open invitation with this id, or `nil`.
  public func find(id: CircleInvitationId) async throws -> CircleInvitation? {
    try await store.openInvitations(where: "id = ?", [.text(id.value)]).first
  }

  /// The open invitation of this user to this circle, or `nil`.
  public func find(circle: CircleId, invitee: UserId) async throws -> CircleInvitation? {
    try await store.openInvitations(
      where: "circle_id = ? AND invitee = ?", [.text(circle.value), .text(invitee.value)]
    ).first
  }

  /// Every open invitation, oldest first.
  public func findAll() async throws -> [CircleInvitation] {
    try await store.openInvitations(where: "1 = 1", [])
  }

  /// Ends the invitation in one transaction.
  /// - Throws: `CircleInvitationConflict.ended` when it is no longer open.
  public func delete(id: CircleInvitationId) async throws {
    try await store.write([.end(id)])
  }
}

extension SQLiteCircleRepository {
  // region: send
  /// Inserts the open invitation, in the caller's transaction; the partial unique index
  /// refuses a second open one.
  func send(_ invitation: CircleInvitation) throws {
    guard invitation.answer == .open else {
      throw CircleRowError.answerNotKept(store: connection.path, invitation: invitation.id.value)
    }
    let stored = try connection.query(
      "SELECT ended FROM circle_invitations WHERE id = ?", [.text(invitation.id.value)])
    if let ended = stored.first?.first?.integer {
      if ended != 0 { throw CircleInvitationConflict.ended(invitation.id) }
      return  // this open invitation is stored already
    }
    guard try storedVersion(invitation.circle) > 0 else {
      throw CircleInvitationConflict.circleGone(invitation.circle)
    }
    if let withdrawn = try firstWithdrawn(among: [invitation.invitee]) {
      throw CircleInvitationConflict.notAUser(withdrawn)
    }
    try insertOpen(invitation)
  }
  // endregion

  // region: insert-open
  /// Inserts the open invitation's row; the partial unique index's refusal of a second open
  /// one is the domain's `CircleInvitationConflict.alreadyInvited`.
  private func insertOpen(_ invitation: CircleInvitation) throws {
    let row = CircleInvitationRow(invitation)
    do {
      try connection.execute(
        "INSERT INTO circle_invitations (\(CircleInvitationRow.columns)) VALUES (?, ?, ?, ?, ?)",
        [
          .text(row.id), .text(row.circle), .text(row.inviter), .text(row.invitee),
          .real(row.createdAt),
        ])
    } catch SQLiteError.constraint(_, .unique, _) {
      throw CircleInvitationConflict.alreadyInvited(invitation.invitee, circle: invitation.circle)
    }
  }
  // endregion

  /// Ends the open invitation; one already ended is refused, so two ends never both succeed.
  func endInvitation(_ id: CircleInvitationId) throws {
    let ended = try connection.execute(
      "UPDATE circle_invitations SET ended = 1 WHERE id = ? AND NOT ended", [.text(id.value)])
    guard ended > 0 else { throw CircleInvitationConflict.ended(id) }
  }

  /// The open invitations matching `condition`, oldest first.
  func openInvitations(where condition: String, _ arguments: [SQLiteValue]) throws
    -> [CircleInvitation]
  {
    try connection.query(
      """
      SELECT \(CircleInvitationRow.columns) FROM circle_invitations
      WHERE NOT ended AND \(condition) ORDER BY created_at, id
      """, arguments
    ).map { row throws(CircleRowError) in
      try CircleInvitationRow(
        id: row[0].text ?? "", circle: row[1].text ?? "", inviter: row[2].text ?? "",
        invitee: row[3].text ?? "", createdAt: row[4].real ?? .nan
      ).makeInvitation(store: connection.path)
    }
  }
}
