// Chapter 8 — Integrity (IN-6), added to chapter 7's invitations. Docs/08-integrity.md
//
// Read first: the cases. An invitation repository refuses what only it can check in the same
// step as its write: a second open invitation of one user to one circle (three members
// inviting one user at once would all pass the use case's look), an invitation to a circle
// that is gone or of someone who is not a user, and the end of an invitation that ended
// already (an accept racing a decline: one of them is told so, never both "done").

import ValueObjects

/// Why an invitation repository refused to store or end an invitation; nothing was written.
public enum CircleInvitationConflict: Error, Sendable, Hashable, CustomStringConvertible {
  /// The user has another open invitation to this circle.
  case alreadyInvited(UserId, circle: CircleId)
  /// The circle invited to is gone.
  case circleGone(CircleId)
  /// The invitee is not a user (withdrawn, or never one).
  case notAUser(UserId)
  /// The invitation is no longer open: accepted or declined meanwhile.
  case ended(CircleInvitationId)

  /// A sentence saying what was refused.
  public var description: String {
    switch self {
    case .alreadyInvited(let user, let circle):
      return "\(user.value) already has an open invitation to \(circle.value)"
    case .circleGone(let circle): return "circle \(circle.value) no longer exists"
    case .notAUser(let user): return "\(user.value) is not a user (withdrawn, or never one)"
    case .ended(let id):
      return "invitation \(id.value) was accepted or declined meanwhile; nothing was changed"
    }
  }
}

extension CircleInvitationConflict {
  // region: find
  /// The conflict storing `invitation` would cause, given the open invitation of its
  /// invitee to its circle (`nil` when none), whether the circle exists and who is a user
  /// now; `nil` when none.
  public static func find(
    sending invitation: CircleInvitation, openInvitation: CircleInvitationId?,
    circleExists: Bool, isUser: (UserId) -> Bool
  ) -> CircleInvitationConflict? {
    if let openInvitation, openInvitation != invitation.id {
      return .alreadyInvited(invitation.invitee, circle: invitation.circle)
    }
    guard circleExists else { return .circleGone(invitation.circle) }
    guard isUser(invitation.invitee) else { return .notAUser(invitation.invitee) }
    return nil
  }
  // endregion
}
