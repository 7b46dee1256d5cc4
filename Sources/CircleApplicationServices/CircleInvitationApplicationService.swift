// Chapter 7 — Beyond the basics (AD-6): the invitation's application service; chapter 8
// (IN-6) makes accepting one unit of work. Docs/07-beyond-the-basics.md
//
// Read first: `accept(_:)`. Each use case is answered at once and keeps nothing between
// calls. Accepting changes two aggregates, the circle (its `MemberJoined`) and the
// invitation's end; chapter 8 commits them together, the deliberate exception to "one
// aggregate per transaction", so the invitee learns at once whether they joined (a full
// circle refuses; the invitation stays open). Chapter 11 (SD-7) builds the other design.

import Aggregates
import ApplicationServices
import Foundation
import ValueObjects

/// The invitation's use cases: invite, then accept or decline, each answered at once.
///
/// An application service over the `CircleInvitation` and `Circle` roots, keeping nothing
/// between calls; accepting commits the circle's change and the invitation's end together.
public struct CircleInvitationApplicationService: Sendable {
  let circles: any CircleRepository
  let invitations: any CircleInvitationRepository
  private let users: any UserLookup
  private let beginUnitOfWork: @Sendable () async -> any CircleUnitOfWork
  private let factory: any CircleFactory
  private let fullRule: CircleFullSpecification
  let now: @Sendable () -> Date

  /// Makes the service over the circle and invitation repositories, the circles' port to the
  /// profiles (who is a user, how many members are premium), a unit of work per acceptance,
  /// the factory of new invitations (ids, instants) and the clock a join is dated by.
  public init(
    circles: any CircleRepository, invitations: any CircleInvitationRepository,
    users: any UserLookup,
    beginUnitOfWork: @escaping @Sendable () async -> any CircleUnitOfWork,
    factory: any CircleFactory = SystemCircleFactory(),
    now: @escaping @Sendable () -> Date = UserApplicationService.systemNow
  ) {
    self.circles = circles
    self.invitations = invitations
    self.users = users
    self.beginUnitOfWork = beginUnitOfWork
    self.factory = factory
    self.fullRule = CircleFullSpecification(premiumMembers: users)
    self.now = now
  }

  // region: invite
  /// A member invites an existing user who is not a member and not yet invited: the open
  /// invitation is stored.
  /// - Throws: ``CircleApplicationError``; a broken invitation rule is
  ///   ``CircleApplicationError/invitation(_:)``.
  public func invite(_ command: InviteToCircleCommand) async throws(CircleApplicationError)
    -> CircleInvitationData
  {
    let circle = try await loadCircle(command.circleId, from: circles)
    let inviter = try userId(command.inviterId)
    let invitee = try userId(command.inviteeId)
    try await requireUser(invitee, in: users)
    // The circle's rules first, then the invitation repository's (nobody twice); then an id.
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
    // The repository checks again at its commit (chapter 8); a refusal reads as the same error.
    try await callCircleStore { try await invitations.save(invitation) }
    return CircleInvitationData(invitation)
  }
  // endregion

  // region: accept
  /// The invitee joins the circle through its root, under the limit that applies now, and
  /// the circle records `MemberJoined`; the invitation ends in the same commit.
  ///
  /// One unit of work: the circle and the invitation's end are written together or not at
  /// all, checked at the commit (the circle not changed meanwhile, the invitee still a
  /// user, the invitation still open). An invitee who already joined another way only
  /// ends the invitation.
  /// - Throws: ``CircleApplicationError``; a full circle is
  ///   ``CircleApplicationError/full(limit:)``, and the invitation stays open.
  public func accept(_ command: AcceptInvitationCommand) async throws(CircleApplicationError)
    -> CircleData
  {
    let invitation = try await loadInvitation(command.invitationId, from: invitations)
    var circle = try await loadCircle(invitation.circle.value, from: circles)
    let work = await beginUnitOfWork()
    if !circle.hasMember(invitation.invitee) {
      let limit = try await callCircleStore { [circle] in try await fullRule.limit(for: circle) }
      do throws(Circle.MembershipError) {
        try circle.accept(invitation, limit: limit, at: now())
      } catch {
        throw CircleApplicationError(error)
      }
      await work.registerDirty(circle)
    }
    await work.registerDeleted(invitation)
    try await callCircleStore { try await work.commit() }
    return CircleData(circle)
  }
  // endregion

  /// The invitee declines: the invitation ends; the circle is not touched.
  /// - Throws: ``CircleApplicationError/invitationNotFound(id:)``, or
  ///   ``CircleApplicationError/invitationEnded(id:)`` when it was accepted meanwhile.
  public func decline(_ command: DeclineInvitationCommand) async throws(CircleApplicationError) {
    let invitation = try await loadInvitation(command.invitationId, from: invitations)
    try await callCircleStore { try await invitations.delete(id: invitation.id) }
  }

  /// Every open invitation, oldest first.
  public func listAll() async throws(CircleApplicationError) -> [CircleInvitationData] {
    try await callCircleStore { try await invitations.findAll() }.map(CircleInvitationData.init)
  }
}
