// Chapter 7 — Beyond the basics: a specification that asks a repository (AD-4).
// Docs/07-beyond-the-basics.md
//
// Every test here goes through the real use cases over real in-memory repositories: the users'
// types live in the user repository, and the full-circle rule has to read them there.

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

/// Users owner, user-1 … user-60 in one repository; the first `premium` of user-1 … are
/// premium.
private func makeUsers(premium: Int) throws -> InMemoryUserRepository {
  var users = [try Fixtures.user("owner", named: "owner")]
  for number in 1...60 {
    var user = try Fixtures.user("user-\(number)", named: "member \(number)")
    if number <= premium { user.upgrade(at: Fixtures.instant(30)) }
    users.append(user)
  }
  return InMemoryUserRepository(users)
}

/// A circle service over those users and an empty circle repository, with one circle "c".
private func makeCircle(premium: Int) async throws -> (
  CircleApplicationService, UserApplicationService, String
) {
  let users = try makeUsers(premium: premium)
  let service = CircleApplicationService(
    circles: InMemoryCircleRepository(),
    users: ProfileUserLookup(UserApplicationService(repository: users)),
    factory: DeterministicCircleFactory(startingAt: Fixtures.epoch), now: { Fixtures.epoch })
  let circle = try await service.create(CreateCircleCommand(ownerId: "owner", name: "Swift 모임"))
  return (service, UserApplicationService(repository: users), circle.id)
}

/// Joins user-1 … user-`count` (the owner is already in: `count + 1` members).
private func join(
  _ count: Int, to circle: String, through service: CircleApplicationService
) async throws {
  for number in 1...count {
    _ = try await service.join(JoinCircleCommand(circleId: circle, userId: "user-\(number)"))
  }
}

@Suite("A circle is full at 30 members, or at 50 with more than 10 premium members (AD-4)")
struct CircleFullSpecificationTests {
  @Test("with 10 premium members the 30th member joins and the 31st is refused")
  func standardLimitAtItsEdge() async throws {
    let (service, _, circle) = try await makeCircle(premium: 10)
    try await join(28, to: circle, through: service)

    let thirtieth = try await service.join(
      JoinCircleCommand(circleId: circle, userId: "user-29"))
    #expect(thirtieth.memberIds.count == 30)
    await #expect(throws: CircleApplicationError.full(limit: 30)) {
      try await service.join(JoinCircleCommand(circleId: circle, userId: "user-30"))
    }
  }

  @Test("with no premium members at all the limit is 30 too")
  func noPremiumMembers() async throws {
    let (service, _, circle) = try await makeCircle(premium: 0)
    try await join(29, to: circle, through: service)
    await #expect(throws: CircleApplicationError.full(limit: 30)) {
      try await service.join(JoinCircleCommand(circleId: circle, userId: "user-30"))
    }
  }

  @Test("with 11 premium members the 50th member joins and the 51st is refused")
  func premiumLimitAtItsEdge() async throws {
    let (service, _, circle) = try await makeCircle(premium: 11)
    try await join(48, to: circle, through: service)

    let fiftieth = try await service.join(
      JoinCircleCommand(circleId: circle, userId: "user-49"))
    #expect(fiftieth.memberIds.count == 50)
    await #expect(throws: CircleApplicationError.full(limit: 50)) {
      try await service.join(JoinCircleCommand(circleId: circle, userId: "user-50"))
    }
  }

  @Test("an upgrade in the user store raises the limit of the circle at once")
  func upgradeRaisesTheLimit() async throws {
    let (service, users, circle) = try await makeCircle(premium: 10)
    try await join(29, to: circle, through: service)
    let next = JoinCircleCommand(circleId: circle, userId: "user-30")
    await #expect(throws: CircleApplicationError.full(limit: 30)) { try await service.join(next) }

    _ = try await users.upgrade(UpgradeUserCommand(id: "user-11"))

    #expect(try await service.join(next).memberIds.count == 31)
  }

  @Test("when premium members downgrade, an over-full circle keeps everyone but takes nobody new")
  func downgradeKeepsEveryone() async throws {
    let (service, users, circle) = try await makeCircle(premium: 11)
    try await join(39, to: circle, through: service)

    _ = try await users.downgrade(DowngradeUserCommand(id: "user-1"))

    #expect(try await service.get(GetCircleQuery(circleId: circle))?.memberIds.count == 40)
    await #expect(throws: CircleApplicationError.full(limit: 30)) {
      try await service.join(JoinCircleCommand(circleId: circle, userId: "user-40"))
    }
  }

  @Test("an over-full circle takes new members again once it is below its limit")
  func belowTheLimitAgain() async throws {
    let (service, users, circle) = try await makeCircle(premium: 11)
    try await join(30, to: circle, through: service)
    _ = try await users.downgrade(DowngradeUserCommand(id: "user-1"))
    let newcomer = JoinCircleCommand(circleId: circle, userId: "user-40")
    await #expect(throws: CircleApplicationError.full(limit: 30)) {
      try await service.join(newcomer)
    }

    for number in 29...30 {
      _ = try await service.leave(
        LeaveCircleCommand(circleId: circle, userId: "user-\(number)"))
    }

    #expect(try await service.join(newcomer).memberIds.count == 30)
  }

  @Test("the rule counts only members: premium users outside the circle change nothing")
  func onlyMembersCount() async throws {
    let circle = try Circles.circle("circle-1", named: "Swift 모임", members: 30)
    var outsiders: [User] = []
    for number in 1...20 {
      var user = try Fixtures.user("outsider-\(number)", named: "outsider \(number)")
      user.upgrade(at: Fixtures.instant(30))
      outsiders.append(user)
    }
    let rule = CircleFullSpecification(
      premiumMembers: ProfileUserLookup(
        UserApplicationService(repository: InMemoryUserRepository(outsiders))))

    #expect(try await rule.isSatisfied(by: circle))
    #expect(try await rule.limit(for: circle) == .standard)
  }

  @Test("the root refuses a join past the limit it is told, whoever calls it")
  func rootEnforcesTheLimit() async throws {
    var circle = try Circles.circle("circle-1", named: "Swift 모임", members: 30)
    let standard = try await Circles.limit(premium: 10, for: circle)
    #expect(throws: Circle.MembershipError.full(limit: 30)) {
      try circle.join(try UserId("late"), limit: standard, at: Fixtures.instant(0))
    }
    #expect(throws: Circle.MembershipError.full(limit: 30)) {
      try circle.join(try UserId("late"), at: Fixtures.instant(0))
    }

    let premium = try await Circles.limit(premium: 11, for: circle)
    try circle.join(try UserId("late"), limit: premium, at: Fixtures.instant(0))
    #expect(circle.members.count == 31)
  }
}
