// Chapter 7 — Beyond the basics: a second aggregate that refers by id (AD-6).
// Docs/07-beyond-the-basics.md

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Entities
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

/// The repositories and both services, with users kim (owner of circle-1), park, lee and 40 more.
private struct World {
  let circles: InMemoryCircleRepository
  let invitations: InMemoryCircleInvitationRepository
  let users: InMemoryUserRepository
  let service: CircleApplicationService
  let invitationService: CircleInvitationApplicationService
  let circle: CircleData

  init() async throws {
    var all = [
      try Fixtures.user("kim", named: "김철수"), try Fixtures.user("park", named: "박영희"),
      try Fixtures.user("lee", named: "이민수"),
    ]
    for number in 1...40 {
      all.append(try Fixtures.user("user-\(number)", named: "member \(number)"))
    }
    users = InMemoryUserRepository(all)
    let circles = InMemoryCircleRepository()
    self.circles = circles
    invitations = InMemoryCircleInvitationRepository(circles: circles)
    let factory = DeterministicCircleFactory(startingAt: Fixtures.epoch)
    service = CircleApplicationService(
      circles: circles, users: ProfileUserLookup(UserApplicationService(repository: users)),
      factory: factory)
    invitationService = CircleInvitationApplicationService(
      circles: circles, invitations: invitations,
      users: ProfileUserLookup(UserApplicationService(repository: users)),
      beginUnitOfWork: { circles.beginUnitOfWork() }, factory: factory)
    circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
  }

  func invite(_ invitee: String, by inviter: String = "kim") async throws -> CircleInvitationData {
    try await invitationService.invite(
      InviteToCircleCommand(circleId: circle.id, inviterId: inviter, inviteeId: invitee))
  }
}

@Suite("An invitation is its own aggregate; accepting it joins through the circle's root (AD-6)")
struct CircleInvitationTests {
  @Test("a member invites a user: the invitation refers to circle, inviter and invitee by id")
  func invite() async throws {
    let world = try await World()
    let sent = try await world.invite("park")
    #expect([sent.circleId, sent.inviterId, sent.inviteeId] == [world.circle.id, "kim", "park"])
    #expect(try await world.invitationService.listAll() == [sent])
  }

  @Test("only a member may invite")
  func onlyMembersInvite() async throws {
    let world = try await World()
    await #expect(
      throws: CircleApplicationError.invitation(
        CircleInvitation.Rejection.inviterIsNotAMember(try UserId("park")).description)
    ) { try await world.invite("lee", by: "park") }
    #expect(try await world.invitationService.listAll().isEmpty)
  }

  @Test("a member cannot be invited to their own circle")
  func membersAreNotInvited() async throws {
    let world = try await World()
    _ = try await world.service.join(
      JoinCircleCommand(circleId: world.circle.id, userId: "park"))
    await #expect(
      throws: CircleApplicationError.invitation(
        CircleInvitation.Rejection.inviteeIsAlreadyAMember(try UserId("park")).description)
    ) { try await world.invite("park") }
  }

  @Test("nobody is invited to one circle twice, even by another member")
  func notTwice() async throws {
    let world = try await World()
    _ = try await world.service.join(
      JoinCircleCommand(circleId: world.circle.id, userId: "lee"))
    _ = try await world.invite("park")
    await #expect(
      throws: CircleApplicationError.invitation(
        CircleInvitation.Rejection.alreadyInvited(try UserId("park")).description)
    ) { try await world.invite("park", by: "lee") }
    #expect(try await world.invitationService.listAll().count == 1)
  }

  @Test("only an existing user can be invited")
  func inviteeMustExist() async throws {
    let world = try await World()
    await #expect(throws: CircleApplicationError.userNotFound(id: "nobody")) {
      try await world.invite("nobody")
    }
  }

  @Test("accepting makes the invitee a member and ends the invitation")
  func accept() async throws {
    let world = try await World()
    let sent = try await world.invite("park")

    let joined = try await world.invitationService.accept(
      AcceptInvitationCommand(invitationId: sent.id))

    #expect(joined.memberIds == ["kim", "park"])
    #expect(
      try await world.circles.find(id: CircleId(world.circle.id))?.hasMember(UserId("park")) == true
    )
    #expect(try await world.invitationService.listAll().isEmpty)
    await #expect(throws: CircleApplicationError.invitationNotFound(id: sent.id)) {
      try await world.invitationService.accept(AcceptInvitationCommand(invitationId: sent.id))
    }
  }

  @Test("accepting into a full circle is refused by the root, and the invitation stays open")
  func acceptIntoAFullCircle() async throws {
    let world = try await World()
    let sent = try await world.invite("park")
    for number in 1...29 {
      _ = try await world.service.join(
        JoinCircleCommand(circleId: world.circle.id, userId: "user-\(number)"))
    }

    await #expect(throws: CircleApplicationError.full(limit: 30)) {
      try await world.invitationService.accept(AcceptInvitationCommand(invitationId: sent.id))
    }
    #expect(try await world.invitationService.listAll() == [sent])
    #expect(
      try await world.service.get(GetCircleQuery(circleId: world.circle.id))?.memberIds.count
        == 30)
  }

  @Test("accepting when the invitee already joined another way only ends the invitation")
  func acceptAfterJoining() async throws {
    let world = try await World()
    let sent = try await world.invite("park")
    _ = try await world.service.join(
      JoinCircleCommand(circleId: world.circle.id, userId: "park"))

    let circle = try await world.invitationService.accept(
      AcceptInvitationCommand(invitationId: sent.id))

    #expect(circle.memberIds == ["kim", "park"])
    #expect(try await world.invitationService.listAll().isEmpty)
  }

  @Test("declining ends the invitation and leaves the circle as it was")
  func decline() async throws {
    let world = try await World()
    let sent = try await world.invite("park")

    try await world.invitationService.decline(DeclineInvitationCommand(invitationId: sent.id))

    #expect(try await world.invitationService.listAll().isEmpty)
    #expect(
      try await world.service.get(GetCircleQuery(circleId: world.circle.id)) == world.circle)
  }

  @Test("the root accepts only an invitation to its own circle")
  func wrongCircle() throws {
    let swift = try Circles.circle("circle-1", named: "Swift 모임")
    var ios = try Circles.circle("circle-2", named: "iOS 스터디")
    let toSwift = try CircleInvitation(
      id: try CircleInvitationId("invitation-1"), circle: swift, inviter: try UserId("owner"),
      invitee: try UserId("park"), createdAt: Fixtures.epoch)

    #expect(throws: Circle.MembershipError.wrongCircle(swift.id)) {
      try ios.accept(toSwift, limit: .standard, at: Fixtures.instant(0))
    }
    #expect(ios.members == [try UserId("owner")])
  }
}
