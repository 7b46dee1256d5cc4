// Chapter 8 — Integrity (IN-4) for circles: the circle use cases report a stale circle as
// their own error. Docs/08-integrity.md

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

@Suite("The circle use cases report a circle changed elsewhere (IN-4)")
struct CircleChangedElsewhereTests {
  @Test("a join whose circle someone else saved meanwhile is refused as changedElsewhere")
  func joinMeetsAConcurrentChange() async throws {
    let users = InMemoryUserRepository(
      try ["kim", "park", "lee", "choi", "jung"].map { name in
        User(id: try UserId(name), name: try UserName(name + " user"), createdAt: Fixtures.epoch)
      })
    let inner = InMemoryCircleRepository(
      try MembershipCleanupPolicyTests.circles())
    let service = CircleApplicationService(
      circles: RacingCircleRepository(store: inner),
      users: ProfileUserLookup(UserApplicationService(repository: users)), now: { Fixtures.epoch })

    await #expect(throws: CircleApplicationError.changedElsewhere(id: "circle-1")) {
      try await service.join(JoinCircleCommand(circleId: "circle-1", userId: "jung"))
    }
    // Their change stands; the refused join changed nothing.
    let circle = try #require(await inner.find(id: try CircleId("circle-1")))
    #expect(circle.members.map(\.value) == ["kim", "park", "lee", "choi"])
  }

  @Test(
    "a rename or delete from a screen that read an older version of the circle is refused as changedElsewhere, and the circle is left as it is"
  )
  func staleScreenIsRefused() async throws {
    let users = try Fixtures.userStore(["kim", "park", "lee", "choi"])
    let store = InMemoryCircleRepository(try MembershipCleanupPolicyTests.circles())
    let service = CircleApplicationService(
      circles: store, users: ProfileUserLookup(UserApplicationService(repository: users)),
      now: { Fixtures.epoch })
    let seen = try #require(try await service.get(GetCircleQuery(circleId: "circle-1")))
    _ = try await service.rename(
      RenameCircleCommand(circleId: "circle-1", name: "Kotlin 모임", expectedVersion: seen.version))

    await #expect(throws: CircleApplicationError.changedElsewhere(id: "circle-1")) {
      try await service.rename(
        RenameCircleCommand(circleId: "circle-1", name: "iOS 스터디", expectedVersion: seen.version))
    }
    await #expect(throws: CircleApplicationError.changedElsewhere(id: "circle-1")) {
      try await service.delete(
        DeleteCircleCommand(circleId: "circle-1", expectedVersion: seen.version))
    }
    let kept = try #require(try await service.get(GetCircleQuery(circleId: "circle-1")))
    #expect(kept.name == "Kotlin 모임" && kept.version == seen.version + 1)
  }
}
