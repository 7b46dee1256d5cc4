// Chapter 11 — Strategic design (SD-7), added to chapter 7's invitation in its own words.
// Docs/11-strategic-design.md

import Foundation
import ValueObjects

/// The fact that an invitee accepted an invitation; the join into the circle follows.
public struct InvitationAccepted: Sendable, Hashable {
  /// The invitation accepted.
  public let invitation: CircleInvitationId
  /// The circle the invitee is to join.
  public let circle: CircleId
  /// The user who accepted.
  public let invitee: UserId
  /// When it happened.
  public let occurredAt: Date

  /// Makes the event; only the invitation and the repositories that read it back call this.
  package init(
    invitation: CircleInvitationId, circle: CircleId, invitee: UserId, occurredAt: Date
  ) {
    self.invitation = invitation
    self.circle = circle
    self.invitee = invitee
    self.occurredAt = occurredAt
  }
}
