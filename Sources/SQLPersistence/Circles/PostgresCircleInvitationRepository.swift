// Chapter 12 — Real databases (DB-3, DB-6): chapter 7's invitation port on PostgreSQL.
// Docs/modules.md
//
// Read first: `send(_:)` below, beside the SQLite one. Three members inviting one user at
// once, from three app instances, all pass the use case's look; the partial unique index
// `circle_invitations_one_open` lets one insert commit and refuses the others by name, and
// the adapter says so as `CircleInvitationConflict.alreadyInvited`.

import Aggregates
import PostgresEngine
import ValueObjects

/// A `CircleInvitationRepository` over the PostgreSQL circle repository that holds the
/// invitations.
public struct PostgresCircleInvitationRepository: CircleInvitationRepository {
  private let store: PostgresCircleRepository

  /// Makes the invitation repository of `circles`, on the same connection.
  public init(circles: PostgresCircleRepository) {
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
    try await store.openInvitations(where: "id = $1", [id.value]).first
  }

  /// The open invitation of this user to this circle, or `nil`.
  public func find(circle: CircleId, invitee: UserId) async throws -> CircleInvitation? {
    try await store.openInvitations(
      where: "circle_id = $1 AND invitee = $2", [circle.value, invitee.value]
    ).first
  }

  /// Every open invitation, oldest first.
  public func findAll() async throws -> [CircleInvitation] {
    try await store.openInvitations(where: "true", [])
  }

  /// Ends the invitation in one transaction.
  /// - Throws: `CircleInvitationConflict.ended` when it is no longer open.
  public func delete(id: CircleInvitationId) async throws {
    try await store.write([.end(id)])
  }
}

extension PostgresCircleRepository {
  /// Inserts the open invitation, in the caller's transaction; the partial unique index
  /// refuses a second open one, the foreign key an invitation to a circle deleted meanwhile.
  func send(_ invitation: CircleInvitation) throws {
    guard invitation.answer == .open else {
      throw CircleRowError.answerNotKept(store: connection.server, invitation: invitation.id.value)
    }
    let stored = try connection.query(
      "SELECT ended FROM circle_invitations WHERE id = $1", [invitation.id.value])
    if let ended = stored.first?.first ?? nil {
      if ended == "t" { throw CircleInvitationConflict.ended(invitation.id) }
      return  // this open invitation is stored already
    }
    guard try storedVersion(invitation.circle) > 0 else {
      throw CircleInvitationConflict.circleGone(invitation.circle)
    }
    if let withdrawn = try firstWithdrawn(among: [invitation.invitee]) {
      throw CircleInvitationConflict.notAUser(withdrawn)
    }
    let row = CircleInvitationRow(invitation)
    do {
      try connection.execute(
        """
        INSERT INTO circle_invitations (\(CircleInvitationRow.columns))
        VALUES ($1, $2, $3, $4, $5)
        """,
        [row.id, row.circle, row.inviter, row.invitee, "\(row.createdAt)"])
    } catch {
      switch error {
      case .uniqueViolation(_, "circle_invitations_one_open"):
        throw CircleInvitationConflict.alreadyInvited(invitation.invitee, circle: invitation.circle)
      case .uniqueViolation(_, "circle_invitations_pkey"):
        throw CircleInvitationConflict.ended(invitation.id)  // stored meanwhile, then answered
      case .failed(_, "23503", _):  // foreign key: the circle was deleted meanwhile
        throw CircleInvitationConflict.circleGone(invitation.circle)
      default: throw error
      }
    }
  }

  /// Ends the open invitation; one already ended is refused, so two ends never both succeed.
  func endInvitation(_ id: CircleInvitationId) throws {
    let ended = try connection.execute(
      "UPDATE circle_invitations SET ended = true WHERE id = $1 AND NOT ended", [id.value])
    guard ended > 0 else { throw CircleInvitationConflict.ended(id) }
  }

  /// The open invitations matching `condition`, oldest first.
  func openInvitations(where condition: String, _ arguments: [String?]) throws
    -> [CircleInvitation]
  {
    try connection.query(
      """
      SELECT \(CircleInvitationRow.columns) FROM circle_invitations
      WHERE NOT ended AND \(condition) ORDER BY created_at, id
      """, arguments
    ).map { row throws(CircleRowError) in
      try CircleInvitationRow(
        id: row[0] ?? "", circle: row[1] ?? "", inviter: row[2] ?? "", invitee: row[3] ?? "",
        createdAt: row[4].flatMap(Double.init) ?? .nan
      ).makeInvitation(store: connection.server)
    }
  }
}
