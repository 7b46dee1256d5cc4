// Chapter 7 — Beyond the basics (AD-6): a second aggregate that refers by id.
// Docs/07-beyond-the-basics.md
//
// Read first: what an invitation holds — three ids and an instant, no `Circle` and no
// `User`. It is its own aggregate, with its own repository: it has a life of its own (sent,
// then accepted or declined), and inviting someone must not lock the whole circle. Accepting
// one changes the circle only through its root, `Circle.accept(_:limit:at:)`.

import Foundation
import ValueObjects

/// The tag that makes an `Identifier` an invitation's id.
public enum CircleInvitationTag: IdentifierTag {
  /// "invitation", as messages say it.
  public static var entityName: String { "invitation" }
  /// "an", as in "an invitation id".
  public static var article: String { "an" }
}

/// The identity of an invitation: letters, digits, `-` and `_`, at most 64 characters.
public typealias CircleInvitationId = Identifier<CircleInvitationTag>

// region: CircleInvitation
/// An invitation to join a circle: who invites whom, to which circle, referring by id.
///
/// An invitation is made only from the circle as it is now, and only when the inviter is a
/// member and the invitee is not: ``init(id:circle:inviter:invitee:createdAt:)`` checks
/// both. That nobody is invited to one circle twice needs the repository; the application
/// checks it through ``CircleInvitationRepository/find(circle:invitee:)``, and the repository
/// again at its commit.
public struct CircleInvitation: Sendable, Hashable, Identifiable {
  /// The invitation's identity.
  public let id: CircleInvitationId
  /// The circle the invitee is invited to.
  public let circle: CircleId
  /// The member who sent the invitation.
  public let inviter: UserId
  /// The user invited.
  public let invitee: UserId
  /// When it was sent.
  public let createdAt: Date
  // region: chapter 11 adds the answer and its version
  /// Open until answered: then accepted, or void with a reason.
  public internal(set) var answer: Answer = .open
  /// How many answers were stored; a repository refuses an answer saved from an older copy.
  public internal(set) var version = 0
  // endregion

  /// Makes an invitation to `circle` as it is now.
  /// - Throws: ``Rejection/inviterIsNotAMember(_:)`` or
  ///   ``Rejection/inviteeIsAlreadyAMember(_:)``.
  public init(
    id: CircleInvitationId, circle: Circle, inviter: UserId, invitee: UserId, createdAt: Date
  ) throws(Rejection) {
    try Self.checkRules(of: circle, inviter: inviter, invitee: invitee)
    self.init(
      restoring: id, circle: circle.id, inviter: inviter, invitee: invitee, createdAt: createdAt)
  }
}
// endregion

extension CircleInvitation {
  /// Checks the rules an invitation to `circle` as it is now must keep, without making one.
  /// - Throws: ``Rejection/inviterIsNotAMember(_:)`` or
  ///   ``Rejection/inviteeIsAlreadyAMember(_:)``.
  public static func checkRules(of circle: Circle, inviter: UserId, invitee: UserId)
    throws(Rejection)
  {
    guard circle.hasMember(inviter) else { throw .inviterIsNotAMember(inviter) }
    guard !circle.hasMember(invitee) else { throw .inviteeIsAlreadyAMember(invitee) }
  }

  /// Rebuilds a stored invitation (a repository's job on load).
  public init(
    restoring id: CircleInvitationId, circle: CircleId, inviter: UserId, invitee: UserId,
    createdAt: Date
  ) {
    self.id = id
    self.circle = circle
    self.inviter = inviter
    self.invitee = invitee
    self.createdAt = createdAt
  }
}

extension CircleInvitation {
  /// Why an invitation could not be sent.
  public enum Rejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// Only a member may invite someone to a circle.
    case inviterIsNotAMember(UserId)
    /// The invitee is a member already.
    case inviteeIsAlreadyAMember(UserId)
    /// The invitee has an invitation to this circle already.
    case alreadyInvited(UserId)

    /// A sentence naming the rule.
    public var description: String {
      switch self {
      case .inviterIsNotAMember(let user):
        return "only a member may invite; \(user) is not a member of this circle"
      case .inviteeIsAlreadyAMember(let user): return "\(user) is already a member of this circle"
      case .alreadyInvited(let user): return "\(user) is already invited to this circle"
      }
    }
  }
}
