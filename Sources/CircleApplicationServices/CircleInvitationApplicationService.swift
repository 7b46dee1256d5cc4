// Chapter 7 — Beyond the basics (AD-6): inviting, accepting and declining.
// Docs/07-beyond-the-basics.md
//
// Read first: `accept(_:)`. Two aggregates take part — the invitation and the circle —
// and each is changed through its own root and saved through its own repository, one
// after the other. The circle is saved first: if the invitation's deletion then fails,
// accepting again finds the invitee already a member and only ends the invitation, so
// a retry repairs it. Accepting into a full circle is refused by the circle's root, and
// the invitation stays open: it can be accepted when there is room, or declined.

import Aggregates
import ApplicationServices
import Repositories
import ValueObjects

/// The use cases of invitations to circles: invite, accept, decline, list.
public struct CircleInvitationApplicationService: Sendable {
  private let circles: any CircleRepository
  private let invitations: any CircleInvitationRepository
  private let users: any UserRepository
  private let factory: any CircleFactory
  private let fullRule: CircleFullSpecification

  /// Makes the service over the circle, invitation and user stores.
  public init(
    circles: any CircleRepository, invitations: any CircleInvitationRepository,
    users: any UserRepository, factory: any CircleFactory = SystemCircleFactory()
  ) {
    self.circles = circles
    self.invitations = invitations
    self.users = users
    self.factory = factory
    self.fullRule = CircleFullSpecification(
      premiumMembers: UserRepositoryPremiumMemberCounter(users: users))
  }

  // region: invite
  /// A member invites an existing user who is not a member and not yet invited.
  /// - Throws: ``CircleApplicationError``; a broken invitation rule is
  ///   ``CircleApplicationError/invitation(_:)``.
  public func invite(_ command: CircleInviteCommand) async throws(CircleApplicationError)
    -> CircleInvitationData
  {
    let circle = try await loadCircle(command.circleId, from: circles)
    let inviter = try userId(command.inviterId)
    let invitee = try userId(command.inviteeId)
    try await requireUser(invitee, in: users)
    // The circle's rules first (only members invite; members are not invited), then the
    // one that needs the invitation store (nobody twice); only then is an id used up.
    do throws(CircleInvitation.Rejection) {
      try CircleInvitation.checkRules(of: circle, inviter: inviter, invitee: invitee)
    } catch {
      throw .invitation(error.description)
    }
    let open = try await callCircleStore {
      try await invitations.find(circle: circle.id, invitee: invitee)
    }
    guard open == nil else {
      throw .invitation(CircleInvitation.Rejection.alreadyInvited(invitee).description)
    }
    let invitation: CircleInvitation
    do {
      invitation = try factory.makeInvitation(to: circle, of: invitee, by: inviter)
    } catch let rejection as CircleInvitation.Rejection {
      throw .invitation(rejection.description)
    } catch {
      throw .storageFailure("no new invitation could be made: \(error)")
    }
    try await callCircleStore { try await invitations.save(invitation) }
    return CircleInvitationData(invitation)
  }
  // endregion

  // region: accept
  /// The invitee joins the circle through its root, under the limit that applies now; the
  /// invitation ends.
  /// - Throws: ``CircleApplicationError``; a full circle is
  ///   ``CircleApplicationError/full(limit:)``, and the invitation stays open.
  public func accept(_ command: CircleInvitationCommand) async throws(CircleApplicationError)
    -> CircleData
  {
    let invitation = try await loadInvitation(command.invitationId)
    var circle = try await loadCircle(invitation.circle.value, from: circles)
    if !circle.hasMember(invitation.invitee) {
      let limit = try await callCircleStore { [circle] in try await fullRule.limit(for: circle) }
      do throws(Circle.MembershipError) {
        try circle.accept(invitation, limit: limit)
      } catch {
        throw CircleApplicationError(error)
      }
      try await callCircleStore { [circle] in try await circles.save(circle) }
    }
    try await callCircleStore { try await invitations.delete(id: invitation.id) }
    return CircleData(circle)
  }
  // endregion

  /// The invitee declines: the invitation ends and the circle is not touched.
  /// - Throws: ``CircleApplicationError/invitationNotFound(id:)`` and the like.
  public func decline(_ command: CircleInvitationCommand) async throws(CircleApplicationError) {
    let invitation = try await loadInvitation(command.invitationId)
    try await callCircleStore { try await invitations.delete(id: invitation.id) }
  }

  /// Every open invitation, oldest first.
  public func listAll() async throws(CircleApplicationError) -> [CircleInvitationData] {
    try await callCircleStore { try await invitations.findAll() }.map(CircleInvitationData.init)
  }

  private func loadInvitation(_ text: String) async throws(CircleApplicationError)
    -> CircleInvitation
  {
    let id: CircleInvitationId
    do { id = try CircleInvitationId(text) } catch { throw .invalid(error.description) }
    guard let invitation = try await callCircleStore({ try await invitations.find(id: id) })
    else { throw .invitationNotFound(id: id.value) }
    return invitation
  }
}
