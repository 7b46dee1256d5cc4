// Chapter 11 — Strategic design (SD-7), added to chapter 7's invitation in its own words.
// Docs/11-strategic-design.md

import Foundation
import ValueObjects

/// The fact that an accepted invitation was voided: the join could not happen.
public struct InvitationVoided: Sendable, Hashable {
  /// The invitation voided.
  public let invitation: CircleInvitationId
  /// The circle the invitee did not join.
  public let circle: CircleId
  /// The user who had accepted.
  public let invitee: UserId
  /// Why the join could not happen.
  public let reason: CircleInvitation.VoidReason
  /// When it was voided.
  public let occurredAt: Date

  /// Makes the event; only the invitation and the repositories that read it back call this.
  package init(
    invitation: CircleInvitationId, circle: CircleId, invitee: UserId,
    reason: CircleInvitation.VoidReason, occurredAt: Date
  ) {
    self.invitation = invitation
    self.circle = circle
    self.invitee = invitee
    self.reason = reason
    self.occurredAt = occurredAt
  }
}
