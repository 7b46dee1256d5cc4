// Chapter 7 — Beyond the basics: the circle use cases (AD-2, AD-3, AD-5).
// Docs/07-beyond-the-basics.md

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

/// A circle service over in-memory repositories holding users kim, park and lee.
private func makeService(
  circles: InMemoryCircleRepository? = nil
) throws -> CircleApplicationService {
  let users = InMemoryUserRepository([
    try Fixtures.user("kim", named: "김철수"), try Fixtures.user("park", named: "박영희"),
    try Fixtures.user("lee", named: "이민수"),
  ])
  return CircleApplicationService(
    circles: try circles ?? Circles.store(),
    users: ProfileUserLookup(UserApplicationService(repository: users)),
    factory: DeterministicCircleFactory(startingAt: Fixtures.epoch),
    now: { Fixtures.instant(0) })
}

@Suite("Creating, getting, listing, renaming, joining, leaving and deleting circles (AD-5)")
struct CircleApplicationServiceTests {
  @Test("a user creates a circle and becomes its owner and first member")
  func create() async throws {
    let service = try makeService()
    let circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    #expect(circle.ownerId == "kim")
    #expect(circle.memberIds == ["kim"])
  }

  @Test("of many creations with one name at once, one succeeds and the rest are duplicateName")
  func uniqueNamesUnderConcurrency() async throws {
    let service = try makeService()
    let results = await withTaskGroup(of: Result<CircleData, CircleApplicationError>.self) {
      group in
      for owner in ["kim", "park", "lee", "kim", "park", "lee"] {
        group.addTask {
          do throws(CircleApplicationError) {
            return .success(
              try await service.create(CreateCircleCommand(ownerId: owner, name: "Swift 모임")))
          } catch {
            return .failure(error)
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let refusals = results.compactMap { result -> CircleApplicationError? in
      if case .failure(let error) = result { return error }
      return nil
    }
    #expect(refusals.count == 5)
    #expect(refusals.allSatisfy { $0 == CircleApplicationError.duplicateName("Swift 모임") })
    #expect(try await service.listAll().count == 1)
  }

  @Test("circle names are unique: a second circle with the same name is refused")
  func uniqueNames() async throws {
    let service = try makeService()
    _ = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    await #expect(throws: CircleApplicationError.duplicateName("Swift 모임")) {
      try await service.create(CreateCircleCommand(ownerId: "park", name: "Swift 모임"))
    }
  }

  @Test("a malformed circle id is refused with the circle id's rule, not the user id's")
  func malformedCircleIdNamesTheCircle() async throws {
    let service = try makeService()
    await #expect(throws: CircleApplicationError.invalid("a circle id must not be empty")) {
      try await service.join(JoinCircleCommand(circleId: "", userId: "kim"))
    }
  }

  @Test("only an existing user can own or join a circle")
  func usersMustExist() async throws {
    let service = try makeService()
    await #expect(throws: CircleApplicationError.userNotFound(id: "nobody")) {
      try await service.create(CreateCircleCommand(ownerId: "nobody", name: "Swift 모임"))
    }
    let circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    await #expect(throws: CircleApplicationError.userNotFound(id: "nobody")) {
      try await service.join(JoinCircleCommand(circleId: circle.id, userId: "nobody"))
    }
  }

  @Test("joining and leaving change the stored circle")
  func joinAndLeave() async throws {
    let circles = try Circles.store()
    let service = try makeService(circles: circles)
    let circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))

    _ = try await service.join(JoinCircleCommand(circleId: circle.id, userId: "park"))
    let afterLeave = try await service.leave(
      LeaveCircleCommand(circleId: circle.id, userId: "park"))

    #expect(afterLeave.memberIds == ["kim"])
    #expect(
      try await circles.find(id: CircleId(circle.id)).map { Array($0.members) } == [
        try UserId("kim")
      ])
  }

  @Test("joining a full circle is refused by the circle's root, and nothing is saved")
  func joinFullCircle() async throws {
    let full = try Circles.circle("circle-1", named: "full one", owner: "kim", members: 30)
    let circles = try Circles.store([full])
    let service = try makeService(circles: circles)

    await #expect(throws: CircleApplicationError.full(limit: 30)) {
      try await service.join(JoinCircleCommand(circleId: "circle-1", userId: "park"))
    }
    #expect(await circles.find(id: full.id) == full)
  }

  @Test("a member of a full circle who joins again is told they are already a member")
  func memberOfFullCircleJoinsAgain() async throws {
    let full = try Circles.circle("circle-1", named: "full one", owner: "kim", members: 30)
    let service = try makeService(circles: try Circles.store([full]))

    let error = await #expect(throws: CircleApplicationError.self) {
      try await service.join(JoinCircleCommand(circleId: "circle-1", userId: "kim"))
    }
    #expect(
      error == .membership(Circle.MembershipError.alreadyMember(try UserId("kim")).description))
  }

  @Test("the owner cannot leave, and the refusal carries the aggregate's own reason")
  func ownerCannotLeave() async throws {
    let service = try makeService()
    let circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    await #expect(
      throws: CircleApplicationError.membership(Circle.MembershipError.ownerCannotLeave.description)
    ) {
      try await service.leave(LeaveCircleCommand(circleId: circle.id, userId: "kim"))
    }
  }

  @Test("the recommended-circles query answers with the circles the RecommendedCircle rule picks")
  func recommendedQuery() async throws {
    let lively = try Circles.circle("circle-1", named: "lively", members: 12, createdAfter: -60)
    let quiet = try Circles.circle("circle-2", named: "quiet", members: 2, createdAfter: -60)
    let service = try makeService(circles: try Circles.store([lively, quiet]))

    #expect(try await service.recommended().map(\.id) == ["circle-1"])
  }

  @Test("a circle is made by the injected factory: its id and creation instant come from it")
  func createThroughTheFactory() async throws {
    let service = try makeService()
    let first = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    let second = try await service.create(CreateCircleCommand(ownerId: "park", name: "iOS 스터디"))
    #expect([first.id, second.id] == ["circle-1", "circle-2"])
    #expect(second.createdAt == Fixtures.epoch.addingTimeInterval(1))
  }

  @Test("get answers a circle by id, and nil for an id no circle has")
  func get() async throws {
    let service = try makeService()
    let circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    #expect(try await service.get(GetCircleQuery(circleId: circle.id)) == circle)
    #expect(try await service.get(GetCircleQuery(circleId: "circle-9")) == nil)
  }

  @Test("list answers every circle as plain data, oldest first")
  func list() async throws {
    let service = try makeService()
    _ = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    _ = try await service.create(CreateCircleCommand(ownerId: "park", name: "iOS 스터디"))
    #expect(try await service.listAll().map(\.name) == ["Swift 모임", "iOS 스터디"])
  }

  @Test("renaming a circle stores its new name and frees the old one")
  func rename() async throws {
    let circles = try Circles.store()
    let service = try makeService(circles: circles)
    let circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))

    let renamed = try await service.rename(RenameCircleCommand(circleId: circle.id, name: "스위프트"))

    #expect(renamed.name == "스위프트")
    #expect(try await circles.find(id: CircleId(circle.id))?.name == CircleName("스위프트"))
    _ = try await service.create(CreateCircleCommand(ownerId: "park", name: "Swift 모임"))
  }

  @Test("renaming a circle to another circle's name is refused, and nothing is saved")
  func renameToATakenName() async throws {
    let circles = try Circles.store()
    let service = try makeService(circles: circles)
    let swift = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    _ = try await service.create(CreateCircleCommand(ownerId: "park", name: "iOS 스터디"))

    await #expect(throws: CircleApplicationError.duplicateName("iOS 스터디")) {
      try await service.rename(RenameCircleCommand(circleId: swift.id, name: "iOS 스터디"))
    }
    #expect(try await service.get(GetCircleQuery(circleId: swift.id))?.name == "Swift 모임")
  }

  @Test("renaming a circle to its own name is not a duplicate of itself")
  func renameToItsOwnName() async throws {
    let service = try makeService()
    let circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    let same = try await service.rename(RenameCircleCommand(circleId: circle.id, name: "Swift 모임"))
    #expect(same == circle)
  }

  @Test("a rename to a name breaking the circle-name rule is refused with that rule")
  func renameInvalid() async throws {
    let service = try makeService()
    let circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    let error = await #expect(throws: CircleApplicationError.self) {
      try await service.rename(RenameCircleCommand(circleId: circle.id, name: "ab"))
    }
    #expect(error?.description.hasPrefix("a circle name has 3 to 20 characters") == true)
  }

  @Test("deleting a circle ends it; deleting it again does nothing")
  func delete() async throws {
    let service = try makeService()
    let circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    try await service.delete(DeleteCircleCommand(circleId: circle.id))
    try await service.delete(DeleteCircleCommand(circleId: circle.id))
    #expect(try await service.get(GetCircleQuery(circleId: circle.id)) == nil)
    await #expect(throws: CircleApplicationError.circleNotFound(id: circle.id)) {
      try await service.join(JoinCircleCommand(circleId: circle.id, userId: "park"))
    }
  }
}
