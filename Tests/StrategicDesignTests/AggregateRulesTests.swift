// Chapter 11 — Strategic design (SD-6): Vernon's rules "design small aggregates" and
// "reference other aggregates by identity", shown by breaking them. The counter-example, a
// circle that holds whole users, lives here and nowhere in Sources/: it is what the
// workshop's `Circle` is not. Docs/11-strategic-design.md

import Aggregates
import CirclePersistence
import Entities
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

// region: CircleHoldingUsers
/// The counter-example: a circle that holds copies of whole users, not their ids.
///
/// A member's name is now the circle's to change, so renaming a member is a change to the
/// circle, and it competes with every other change to the circle for one version.
struct CircleHoldingUsers: Sendable {
  let id: CircleId
  var name: CircleName
  var members: [User]
  var version = 0

  mutating func rename(to newName: CircleName) { name = newName }

  mutating func renameMember(_ member: UserId, to newName: UserName, at instant: Date) {
    guard let index = members.firstIndex(where: { $0.id == member }) else { return }
    members[index].changeName(to: newName, at: instant)
  }
}
// endregion

/// The counter-example's store: one copy per circle, a save refused when made from a stale
/// copy (the same optimistic check chapter 8 puts on every repository).
actor CircleHoldingUsersStore {
  struct StaleCopy: Error {}
  private var rows: [CircleId: CircleHoldingUsers] = [:]

  init(_ circle: CircleHoldingUsers) { rows[circle.id] = circle }

  func load(_ id: CircleId) -> CircleHoldingUsers? { rows[id] }

  func save(_ circle: CircleHoldingUsers) throws {
    guard rows[circle.id]?.version == circle.version else { throw StaleCopy() }
    var next = circle
    next.version += 1
    rows[circle.id] = next
  }
}

@Suite("Vernon's aggregate rules, and a circle that breaks two of them (SD-6)")
struct AggregateRulesTests {
  /// circle-1 "Swift 모임" with kim (its owner) and park, as whole users.
  static func circleHoldingUsers() throws -> CircleHoldingUsers {
    CircleHoldingUsers(
      id: try CircleId("circle-1"), name: try CircleName("Swift 모임"),
      members: try Fixtures.people(["kim", "park"]))
  }

  /// circle-1 "Swift 모임" owned by kim, joined by park, stored by id beside the users.
  static func stores() async throws -> (InMemoryUserRepository, InMemoryCircleRepository) {
    let users = try Fixtures.userStore(["kim", "park"])
    var circle = Circle(
      id: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: try UserId("kim"),
      createdAt: Fixtures.epoch)
    try circle.join(try UserId("park"), at: Fixtures.instant(1))
    let circles = InMemoryCircleRepository()
    try await circles.save(circle)
    return (users, circles)
  }

  // region: smallAggregates
  @Test(
    "design small aggregates: a circle holding whole users refuses a member's rename because the owner renamed the circle meanwhile"
  )
  func bigAggregateConflicts() async throws {
    // Given: the owner and park both read the circle that holds them.
    let store = CircleHoldingUsersStore(try Self.circleHoldingUsers())
    var ownersCopy = try #require(await store.load(try CircleId("circle-1")))
    var parksCopy = ownersCopy

    // When: the owner renames the circle; park, at the same time, renames themself.
    ownersCopy.rename(to: try CircleName("Swift 스터디"))
    try await store.save(ownersCopy)
    parksCopy.renameMember(try UserId("park"), to: try UserName("parkjiho"), at: Fixtures.epoch)

    // Then: two unrelated changes met on one version, and park's rename is refused.
    await #expect(throws: CircleHoldingUsersStore.StaleCopy.self) {
      try await store.save(parksCopy)
    }
  }
  // endregion

  @Test(
    "design small aggregates: with the circle and the user apart, the circle's rename and a member's rename both succeed"
  )
  func smallAggregatesDoNotConflict() async throws {
    // Given: the owner reads the circle, park reads themself.
    let (users, circles) = try await Self.stores()
    var circle = try #require(await circles.find(id: try CircleId("circle-1")))
    var park = try #require(await users.find(id: try UserId("park")))

    // When: both change at the same time, each their own aggregate.
    circle.rename(to: try CircleName("Swift 스터디"), at: Fixtures.instant(2))
    park.changeName(to: try UserName("parkjiho"), at: Fixtures.instant(2))
    try await circles.save(circle)
    try await users.save(park)

    // Then: both are kept.
    #expect(await circles.find(id: try CircleId("circle-1"))?.name.value == "Swift 스터디")
    #expect(await users.find(id: try UserId("park"))?.name.value == "parkjiho")
  }

  // region: referenceById
  @Test(
    "reference other aggregates by identity: a circle holding whole users shows a stale name after a member renames; one holding ids reads the new name"
  )
  func copiesGoStale() async throws {
    // Given: the same circle, once holding copies of its members and once their ids.
    let holding = try Self.circleHoldingUsers()
    let (users, circles) = try await Self.stores()

    // When: park renames themself, in the users' repository, the one place a user changes.
    var park = try #require(await users.find(id: try UserId("park")))
    park.changeName(to: try UserName("parkjiho"), at: Fixtures.instant(2))
    try await users.save(park)

    // Then: the copy inside the circle still says "@park"; the id finds the user as they are.
    #expect(holding.members.map(\.name.value) == ["@kim", "@park"])
    let circle = try #require(await circles.find(id: try CircleId("circle-1")))
    var names: [String] = []
    for member in circle.members {
      names.append(try #require(await users.find(id: member)).name.value)
    }
    #expect(names == ["@kim", "parkjiho"])
  }
  // endregion
}
