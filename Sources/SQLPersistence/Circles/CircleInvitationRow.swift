// Chapter 12 — Real databases (DB-2): an invitation as one row of `circle_invitations`.
// Docs/modules.md
//
// Three ids and an instant; ending an invitation sets `ended`, so the partial unique index
// over the open rows lets a new invitation follow an ended one.

import Aggregates
import Foundation
import ValueObjects

/// An open invitation flattened into the columns of one `circle_invitations` row.
struct CircleInvitationRow: Sendable, Hashable {
  var id: String
  var circle: String
  var inviter: String
  var invitee: String
  /// Seconds since 1970-01-01 00:00:00 UTC.
  var createdAt: Double

  /// The columns, in the order the statements name them.
  static let columns = "id, circle_id, inviter, invitee, created_at"
}

extension CircleInvitationRow {
  /// The row that keeps `invitation`.
  init(_ invitation: CircleInvitation) {
    self.init(
      id: invitation.id.value, circle: invitation.circle.value,
      inviter: invitation.inviter.value, invitee: invitation.invitee.value,
      createdAt: invitation.createdAt.timeIntervalSince1970)
  }

  /// The invitation this row keeps, each id checked by its rule.
  /// - Throws: ``CircleRowError`` naming the invitation and the column.
  func makeInvitation(store: String) throws(CircleRowError) -> CircleInvitation {
    func invalid(_ column: String, _ problem: Any) -> CircleRowError {
      .invalidRow(
        store: store, table: "circle_invitations", key: id, column: column,
        problem: "\(problem)")
    }
    func user(_ text: String, _ column: String) throws(CircleRowError) -> UserId {
      do { return try UserId(text) } catch { throw invalid(column, error) }
    }
    let invitationId: CircleInvitationId
    do { invitationId = try CircleInvitationId(id) } catch { throw invalid("id", error) }
    let circleId: CircleId
    do { circleId = try CircleId(circle) } catch { throw invalid("circle_id", error) }
    guard createdAt.isFinite else { throw invalid("created_at", "not a finite number") }
    return CircleInvitation(
      restoring: invitationId, circle: circleId, inviter: try user(inviter, "inviter"),
      invitee: try user(invitee, "invitee"), createdAt: Date(timeIntervalSince1970: createdAt))
  }
}
