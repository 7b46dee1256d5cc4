// Chapter 8 — Integrity (IN-5): consistency between aggregates. Docs/08-integrity.md
//
// The withdrawal changes the user only; each circle changes afterwards, in a transaction
// of its own. These tests pin the follow-up's rules, whoever calls it (chapter 9 calls it
// from an event handler, with these same tests).

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Entities
import Foundation
import Integrity
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("A withdrawal changes the user now and each circle later (IN-5)")
struct MembershipCleanupPolicyTests {
  /// Circle "Swift 모임" owned by kim, joined by park then lee; "혼자 모임" with kim alone;
  /// "iOS 모임" owned by lee with park.
  static func circles() throws -> [Circle] {
    var swift = Circle(
      id: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: try UserId("kim"),
      createdAt: Fixtures.epoch)
    try swift.join(try UserId("park"), at: Fixtures.instant(0))
    try swift.join(try UserId("lee"), at: Fixtures.instant(0))
    let alone = Circle(
      id: try CircleId("circle-2"), name: try CircleName("혼자 모임"), owner: try UserId("kim"),
      createdAt: Fixtures.instant(1))
    var ios = Circle(
      id: try CircleId("circle-3"), name: try CircleName("iOS 모임"), owner: try UserId("lee"),
      createdAt: Fixtures.instant(2))
    try ios.join(try UserId("park"), at: Fixtures.instant(0))
    return [swift, alone, ios]
  }

  /// An in-memory repository holding ``circles()``; kim has withdrawn, the others are users.
  static func store() throws -> InMemoryCircleRepository {
    InMemoryCircleRepository(
      try circles())
  }

  /// The follow-up over `store`'s circles (or `circles`, a wrapper of them) and invitations.
  static func cleanup(_ store: InMemoryCircleRepository, circles: (any CircleRepository)? = nil)
    -> MembershipCleanupPolicy
  {
    MembershipCleanupPolicy(
      circles: circles ?? store, invitations: InMemoryCircleInvitationRepository(circles: store))
  }

  // region: rules
  @Test(
    "a withdrawn owner's circle passes to the longest-standing member, and an emptied one ends")
  func ownerCirclesPassOnOrEnd() async throws {
    let store = try Self.store()
    let cleanup = Self.cleanup(store)

    let report = try await cleanup.removeWithdrawnUser(try UserId("kim"))

    let swift = try #require(await store.find(id: try CircleId("circle-1")))
    #expect(swift.owner.value == "park")
    #expect(swift.members.map(\.value) == ["park", "lee"])
    #expect(await store.find(id: try CircleId("circle-2")) == nil)
    #expect(report.passedOn == [try CircleId("circle-1"): try UserId("park")])
    #expect(report.ended == [try CircleId("circle-2")])
  }
  // endregion

  @Test("a withdrawn member leaves every circle they belong to; other circles are untouched")
  func memberLeaves() async throws {
    let store = try Self.store()
    let cleanup = Self.cleanup(store)

    let report = try await cleanup.removeWithdrawnUser(try UserId("park"))

    #expect(report.left.map(\.value) == ["circle-1", "circle-3"])
    #expect(report.passedOn.isEmpty && report.ended.isEmpty)
    for circle in await store.findAll() { #expect(!circle.hasMember(try UserId("park"))) }
    #expect(await store.find(id: try CircleId("circle-2"))?.version == 0)
  }

  // region: idempotent
  @Test("running the step again changes nothing: it can be re-run after any crash")
  func idempotent() async throws {
    let store = try Self.store()
    let cleanup = Self.cleanup(store)
    _ = try await cleanup.removeWithdrawnUser(try UserId("kim"))
    let after = await store.findAll()

    let again = try await cleanup.removeWithdrawnUser(try UserId("kim"))

    #expect(again.isEmpty)
    #expect(await store.findAll() == after)
    #expect(await store.findAll().map(\.version) == after.map(\.version))
  }
  // endregion

  // region: repair
  @Test("a crash between the withdrawal and the follow-up is repaired by the sweep over circles")
  func repairAfterCrash() async throws {
    try await withTemporaryDirectory { directory in
      let users = try FileUserRepository(directory: directory)
      for name in ["kim", "park", "lee"] {
        try await users.save(
          User(id: try UserId(name), name: try UserName(name + " user"), createdAt: Fixtures.epoch))
      }
      let circles = try FileCircleRepository(directory: directory)
      for circle in try Self.circles() { try await circles.save(circle) }
      // The withdrawal commits, and the process dies before the follow-up runs.
      let withdrawal = WithdrawUserUseCase(
        users: users, beginUnitOfWork: { users.beginUnitOfWork() }, now: { Fixtures.instant(9) })
      _ = try await withdrawal.execute(WithdrawUserCommand(id: "kim"))

      let followUp = MembershipCleanupPolicy(
        circles: circles, invitations: try FileCircleInvitationRepository(directory: directory))
      let report = try await followUp.repairCircles(
        knownTo: ProfileUserLookup(UserApplicationService(repository: users)))

      #expect(report.ended.map(\.value) == ["circle-2"])
      #expect(report.passedOn == [try CircleId("circle-1"): try UserId("park")])
      #expect(
        try await followUp.repairCircles(
          knownTo: ProfileUserLookup(UserApplicationService(repository: users))
        ).isEmpty)
    }
  }
  // endregion

  @Test("a circle changed by someone else meanwhile is read again and the rule applied again")
  func retriesOnConflict() async throws {
    let inner = try Self.store()
    let cleanup = Self.cleanup(inner, circles: RacingCircleRepository(store: inner))

    _ = try await cleanup.removeWithdrawnUser(try UserId("lee"))

    let swift = try #require(await inner.find(id: try CircleId("circle-1")))
    #expect(swift.members.map(\.value) == ["kim", "park", "choi"])
  }
}
