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
      try MembershipCleanupProcessManagerTests.circles())
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
}
