// Chapter 7 — Beyond the basics (AD-6): inviting, accepting and declining, a process
// manager. Chapter 8 (IN-6) makes accepting one unit of work. Docs/07-beyond-the-basics.md
//
// Read first: `accept(_:)`. An invitation is a process that outlives one request: invite,
// then later accept (or decline), then the circle takes the member and the invitation
// ends. Two aggregates take part, each changed through its own root: that is a process
// manager, and its state is the open invitation, stored. Accepting changes both: the
// circle takes the invitee (with its `MemberJoined`, which tells the owner from chapter 9
// on) and the invitation ends. Chapter 7 saved them one after the other; chapter 8 commits
// them together through a `CircleUnitOfWork`, because they keep one promise: an invitation
// ends once, and a decline racing the accept must not both succeed. Accepting into a full
// circle is refused by the circle's root, and the invitation stays open: it can be
// accepted when there is room, or declined.

import Aggregates
import ApplicationServices
import Foundation
import ValueObjects

/// The process of inviting a user into a circle: invite, then accept or decline.
///
/// A process manager across two aggregates. Its state is the open invitation, kept in the
/// invitation store; each step is one transaction, and accepting commits the circle's
/// change and the invitation's end together.
public struct CircleInvitationProcessManager: Sendable {
  private let circles: any CircleRepository
  private let invitations: any CircleInvitationRepository
  private let users: any UserLookup
  private let beginUnitOfWork: @Sendable () async -> any CircleUnitOfWork
  private let factory: any CircleFactory
  private let fullRule: CircleFullSpecification
  private let now: @Sendable () -> Date

  /// Makes the process manager over the circle, invitation and user stores.
  /// - Parameters:
  ///   - circles: where circles are stored.
  ///   - invitations: where open invitations, the process's state, are stored.
  ///   - users: whether an id is a user, and how many members are premium (the circles'
  ///     port, ``ProfileUserLookup`` over the profiles).
  ///   - beginUnitOfWork: opens a unit of work over the circle store, once per acceptance.
  ///   - factory: makes new invitations (their ids and instants).
  ///   - now: the instant an accepted invitation's join happened at.
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
  /// A member invites an existing user who is not a member and not yet invited: the
  /// process starts, and its state, the open invitation, is stored.
  /// - Throws: ``CircleApplicationError``; a broken invitation rule is
  ///   ``CircleApplicationError/invitation(_:)``.
  public func invite(_ command: InviteToCircleCommand) async throws(CircleApplicationError)
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
    // The store checks again at its commit: nobody twice, the circle there, the invitee a
    // user (chapter 8); a refusal there reads as the same error as the look above.
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

  /// The invitee declines: the invitation ends, and with it the process; the circle is not
  /// touched.
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
