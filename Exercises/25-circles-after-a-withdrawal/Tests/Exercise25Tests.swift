// Exercise 25: The circles, after a withdrawal — the rules your code must keep.

import Aggregates
import CirclePersistence
import Entities
import EventAndQueryAdapters
import Foundation
import Persistence
import Specifications
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise25Solution
#else
  import Exercise25
#endif

private let start = Date(timeIntervalSince1970: 1_700_000_000)

/// Three circles: "Swift 모임" of kim (owner), park and lee, then "혼자 모임" of kim alone.
///
/// And "iOS 모임" of lee (owner) and park.
private func circles() throws -> [Circle] {
  var swift = Circle(
    id: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: try UserId("kim"),
    createdAt: start)
  try swift.join(try UserId("park"), at: start)
  try swift.join(try UserId("lee"), at: start)
  let alone = Circle(
    id: try CircleId("circle-2"), name: try CircleName("혼자 모임"), owner: try UserId("kim"),
    createdAt: start.addingTimeInterval(1))
  var ios = Circle(
    id: try CircleId("circle-3"), name: try CircleName("iOS 모임"), owner: try UserId("lee"),
    createdAt: start.addingTimeInterval(2))
  try ios.join(try UserId("park"), at: start)
  return [swift, alone, ios]
}

/// A store holding ``circles()``; kim is the user who withdraws.
private func makeStore() throws -> InMemoryCircleRepository {
  InMemoryCircleRepository(try circles())
}

/// A store where someone else adds "choi" to a circle just before the first write of it.
private actor RacingStore: CircleRepository {
  let store: InMemoryCircleRepository
  let raced: CircleId
  private var hasRaced = false
  init(_ store: InMemoryCircleRepository, racing circle: String = "circle-1") throws {
    self.store = store
    raced = try CircleId(circle)
  }
  private func race(_ circle: Circle) async throws {
    guard !hasRaced, circle.id == raced, var theirs = await store.find(id: circle.id) else {
      return
    }
    hasRaced = true
    try theirs.join(try UserId("choi"), at: start)
    try await store.save(theirs)
  }
  func save(_ circle: Circle) async throws {
    try await race(circle)
    try await store.save(circle)
  }
  func find(id: CircleId) async -> Circle? { await store.find(id: id) }
  func find(name: CircleName) async -> Circle? { await store.find(name: name) }
  func findAll() async -> [Circle] { await store.findAll() }
  func findAll(satisfying specification: some Specification<Circle>) async -> [Circle] {
    await store.findAll(satisfying: specification)
  }
  func delete(_ circle: Circle) async throws {
    try await race(circle)
    try await store.delete(circle)
  }
  func recordWithdrawal(of user: UserId) async { await store.recordWithdrawal(of: user) }
}

@Suite("Exercise 25: The circles, after a withdrawal")
struct Exercise25Tests {
  @Test("an owner's circle passes to its longest-standing member, and an emptied one ends")
  func ownerLeaves() async throws {
    let store = try makeStore()

    let changed = try await WithdrawalFollowUp(circles: store).removeWithdrawnUser(UserId("kim"))

    #expect(changed.map(\.value) == ["circle-1", "circle-2"])
    let swift = try #require(try await store.find(id: CircleId("circle-1")))
    #expect(swift.owner.value == "park")
    #expect(swift.members.map(\.value) == ["park", "lee"])
    #expect(try await store.find(id: CircleId("circle-2")) == nil)
  }

  @Test("circles that do not name the user are not saved at all")
  func othersUntouched() async throws {
    let store = try makeStore()

    _ = try await WithdrawalFollowUp(circles: store).removeWithdrawnUser(UserId("kim"))

    #expect(try await store.find(id: CircleId("circle-3"))?.version == 0)
  }

  @Test("running it again changes nothing, so it can be re-run after a crash")
  func idempotent() async throws {
    let store = try makeStore()
    let followUp = WithdrawalFollowUp(circles: store)
    _ = try await followUp.removeWithdrawnUser(UserId("park"))
    let versions = await store.findAll().map(\.version)

    let again = try await followUp.removeWithdrawnUser(UserId("park"))

    #expect(again.isEmpty)
    #expect(await store.findAll().map(\.version) == versions)
  }

  @Test("a circle changed by someone else meanwhile is read again, keeping their change")
  func retriesAStaleCircle() async throws {
    let inner = try makeStore()

    _ = try await WithdrawalFollowUp(circles: try RacingStore(inner)).removeWithdrawnUser(
      UserId("lee"))

    let swift = try #require(try await inner.find(id: CircleId("circle-1")))
    #expect(swift.members.map(\.value) == ["kim", "park", "choi"])
    #expect(try await inner.find(id: CircleId("circle-3"))?.owner.value == "park")
  }

  @Test("an emptied circle someone joined meanwhile is not deleted: it passes to the newcomer")
  func staleDeleteKeepsTheNewcomer() async throws {
    let inner = try makeStore()

    _ = try await WithdrawalFollowUp(circles: try RacingStore(inner, racing: "circle-2"))
      .removeWithdrawnUser(UserId("kim"))

    let alone = try #require(try await inner.find(id: CircleId("circle-2")))
    #expect(alone.owner.value == "choi")
    #expect(alone.members.map(\.value) == ["choi"])
  }

  @Test("each change is stored with the events the circle recorded")
  func changesRecordEvents() async throws {
    let store = try makeStore()

    _ = try await WithdrawalFollowUp(circles: store).removeWithdrawnUser(UserId("park"))

    let left = await store.undeliveredEvents(limit: 10).compactMap { stored -> String? in
      guard case .memberLeft(let event) = stored.event else { return nil }
      return "\(event.member.value) left \(event.circle.value)"
    }
    #expect(left == ["park left circle-1", "park left circle-3"])
  }
}
