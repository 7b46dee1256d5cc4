// Chapter 8 — Integrity (IN-4) for chapter 7's circle: every circle repository refuses a stale
// copy. Docs/08-integrity.md

import Aggregates
import CirclePersistence
import Foundation
import TestSupport
import Testing
import ValueObjects

@Suite("Every circle store refuses a stale copy of a circle (IN-4)")
struct CircleVersionTests {
  @Test(
    "of two changes to a circle made from one read, the second saved is refused and changes nothing",
    arguments: CircleRepositoryFactory.all)
  func staleCircle(factory: CircleRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Circles.circle("circle-1", named: "Swift 모임"))
      var mine = try #require(try await repository.find(id: CircleId("circle-1")))
      var theirs = mine
      #expect(mine.version == 1)

      try theirs.join(try UserId("park"), at: Fixtures.instant(0))
      try await repository.save(theirs)
      mine.rename(to: try CircleName("iOS 모임"), at: Fixtures.instant(0))

      await #expect {
        try await repository.save(mine)
      } throws: { error in
        "\(error)".contains("changed elsewhere")
      }
      let stored = try #require(try await repository.find(id: mine.id))
      #expect(stored.name.value == "Swift 모임")
      #expect(stored.members.count == 2)
      #expect(stored.version == 2)
    }
  }

  @Test("a withdrawn member leaves; an owner's circle passes to the longest-standing member")
  func withdrawnMemberRule() throws {
    var circle = try Circles.circle("circle-1", named: "Swift 모임")
    try circle.join(try UserId("park"), at: Fixtures.instant(0))
    try circle.join(try UserId("lee"), at: Fixtures.instant(0))

    let withoutPark = try #require(
      circle.removingWithdrawnMember(try UserId("park"), at: Fixtures.instant(0)))
    #expect(withoutPark.members.map(\.value) == [circle.owner.value, "lee"])
    let withoutOwner = try #require(
      circle.removingWithdrawnMember(circle.owner, at: Fixtures.instant(0)))
    #expect(withoutOwner.owner.value == "park")
    #expect(withoutOwner.members.map(\.value) == ["park", "lee"])
    #expect(
      withoutOwner.removingWithdrawnMember(circle.owner, at: Fixtures.instant(0)) == withoutOwner)
    let alone = try Circles.circle("circle-2", named: "혼자 모임")
    #expect(alone.removingWithdrawnMember(alone.owner, at: Fixtures.instant(0)) == nil)
  }
}
