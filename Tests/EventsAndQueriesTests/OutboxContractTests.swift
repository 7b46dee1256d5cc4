// Chapter 9 — Published after commit (EV-2): one outbox contract, every user repository.
// Docs/09-events-and-queries.md

import Entities
import Foundation
import JournalEngine
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("Every user store keeps events in the same commit as the change (EV-2)")
struct OutboxContractTests {
  @Test(
    "a saved change and the events its user recorded are stored together, in commit order",
    arguments: OutboxStoreKind.allCases)
  func savedTogether(kind: OutboxStoreKind) async throws {
    try await kind.withStore { store, _ in
      let alice = User.register(
        id: try Fixtures.id("user-1"), name: try Fixtures.name("alice"), at: Fixtures.instant(1))
      let bob = User.register(
        id: try Fixtures.id("user-2"), name: try Fixtures.name("bob"), at: Fixtures.instant(2))
      try await store.save(alice)
      try await store.save(bob)
      var stored = try #require(try await store.find(id: bob.id))
      #expect(stored.recordedEvents.isEmpty)  // a copy a repository hands back has none
      stored.changeName(to: try Fixtures.name("robert"), at: Fixtures.instant(3))
      try await store.save(stored)

      let pending = try await store.undeliveredEvents(limit: 10)

      #expect(try await store.find(id: bob.id)?.name.value == "robert")
      #expect(pending.map(\.position) == [1, 2, 3])
      #expect(
        pending.map(\.event) == alice.recordedEvents + bob.recordedEvents + stored.recordedEvents)
    }
  }

  @Test(
    "a withdrawal's unit of work ends the account, keeps its record and stores UserWithdrew",
    arguments: OutboxStoreKind.allCases)
  func withdrawRecords(kind: OutboxStoreKind) async throws {
    try await kind.withUnitsOfWork { store, _, begin in
      try await store.save(try Fixtures.user("user-1", named: "alice"))
      var user = try #require(try await store.find(id: try Fixtures.id("user-1")))
      user.withdraw(at: Fixtures.instant(5))

      let work = begin()
      await work.registerNew(WithdrawnUser(user, withdrawnAt: Fixtures.instant(5)))
      await work.registerDeleted(user)
      try await work.commit()

      #expect(try await store.find(id: user.id) == nil)
      #expect(try await store.undeliveredEvents(limit: 10).map(\.event) == user.recordedEvents)
    }
  }

  @Test(
    "a save refused by chapter 8's checks stores no event: a taken name, a stale copy",
    arguments: OutboxStoreKind.allCases)
  func refusedSaveStoresNoEvent(kind: OutboxStoreKind) async throws {
    try await kind.withStore { store, _ in
      try await store.save(try Fixtures.user("user-1", named: "alice"))
      let bob = User.register(
        id: try Fixtures.id("user-2"), name: try Fixtures.name("alice"), at: Fixtures.instant(2))
      let stale = User.register(
        id: try Fixtures.id("user-1"), name: try Fixtures.name("alicia"), at: Fixtures.instant(3))

      await #expect(throws: UserSaveConflict.self) { try await store.save(bob) }
      await #expect(throws: UserSaveConflict.self) { try await store.save(stale) }

      #expect(try await store.find(id: bob.id) == nil)
      #expect(try await store.undeliveredEvents(limit: 10).isEmpty)
    }
  }

  @Test(
    "events and delivery progress survive a restart; delivered events are not handed out again",
    arguments: OutboxStoreKind.allCases)
  func progressIsDurable(kind: OutboxStoreKind) async throws {
    try await kind.withStore { store, reopen in
      for index in 1...3 { try await store.save(try registered(index)) }

      try await store.markDelivered(through: 2)
      let restarted = try reopen()

      #expect(try await restarted.undeliveredEvents(limit: 10).map(\.position) == [3])
      #expect(try await restarted.undeliveredEvents(limit: 10).first?.event.user.value == "user-3")
    }
  }

  @Test("an older delivery mark never moves delivery back", arguments: OutboxStoreKind.allCases)
  func marksOnlyMoveForward(kind: OutboxStoreKind) async throws {
    try await kind.withStore { store, _ in
      for index in 1...3 { try await store.save(try registered(index)) }

      try await store.markDelivered(through: 2)
      try await store.markDelivered(through: 1)

      #expect(try await store.undeliveredEvents(limit: 10).map(\.position) == [3])
    }
  }

  @Test("compaction drops delivered events and keeps the undelivered ones at their positions")
  func compactionKeepsPositions() async throws {
    try await withTemporaryDirectory { directory in
      let store = try FileUserRepository(directory: directory)
      for index in 1...5 { try await store.save(try registered(index)) }
      try await store.markDelivered(through: 3)

      try await store.compact()
      let reopened = try FileUserRepository(directory: directory)
      try await reopened.save(try registered(6))

      #expect(try await reopened.undeliveredEvents(limit: 10).map(\.position) == [4, 5, 6])
      #expect(try await reopened.findAll().count == 6)
    }
  }

  @Test("a save that fails stores neither the user nor its events")
  func failedSaveStoresNothing() async throws {
    try await withTemporaryDirectory { directory in
      let faults = SimulatedFaults()
      let store = try FileUserRepository(directory: directory, simulatedFaults: faults)
      let user = try registered(1)
      faults.failNext(.sync)

      await #expect(throws: FileUserRepository.StorageError.self) { try await store.save(user) }

      let reopened = try FileUserRepository(directory: directory)
      #expect(try await reopened.find(id: user.id) == nil)
      #expect(try await reopened.undeliveredEvents(limit: 10).isEmpty)
    }
  }

  /// User `user-N`, named `name N`, registered N seconds after the epoch.
  private func registered(_ index: Int) throws -> User {
    User.register(
      id: try Fixtures.id("user-\(index)"), name: try Fixtures.name("name \(index)"),
      at: Fixtures.instant(Double(index)))
  }
}
