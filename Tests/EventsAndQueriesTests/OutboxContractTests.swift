// Chapter 9 — Published after commit (EV-2): one outbox contract, every user store.
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
    "a saved change and its events are stored together, numbered in commit order",
    arguments: OutboxStoreKind.allCases)
  func savedTogether(kind: OutboxStoreKind) async throws {
    try await kind.withStore { store, _ in
      let (alice, aliceJoined) = User.register(
        id: try Fixtures.id("user-1"), name: try Fixtures.name("alice"), at: Fixtures.instant(1))
      let bob = User.register(
        id: try Fixtures.id("user-2"), name: try Fixtures.name("bob"), at: Fixtures.instant(2))
      try await store.save(alice, recording: [.registered(aliceJoined)])
      try await store.save(bob.user, recording: [.registered(bob.event)])
      var stored = try #require(try await store.find(id: bob.user.id))
      let renamed = try #require(
        stored.rename(to: try Fixtures.name("robert"), at: Fixtures.instant(3)))
      try await store.save(stored, recording: [.renamed(renamed)])

      let pending = try await store.undeliveredEvents(limit: 10)

      #expect(try await store.find(id: bob.user.id)?.name.value == "robert")
      #expect(pending.map(\.position) == [1, 2, 3])
      #expect(
        pending.map(\.event) == [
          .registered(aliceJoined), .registered(bob.event), .renamed(renamed),
        ])
    }
  }

  @Test(
    "a withdrawal ends the account, keeps its record and stores UserWithdrew in one commit",
    arguments: OutboxStoreKind.allCases)
  func withdrawRecords(kind: OutboxStoreKind) async throws {
    try await kind.withStore { store, _ in
      try await store.save(try Fixtures.user("user-1", named: "alice"))
      let user = try #require(try await store.find(id: try Fixtures.id("user-1")))
      let withdrew = user.withdraw(at: Fixtures.instant(5))

      try await store.withdraw(
        user, as: WithdrawnUser(user, withdrawnAt: withdrew.occurredAt),
        recording: [.withdrew(withdrew)])

      #expect(try await store.find(id: user.id) == nil)
      #expect(try await store.findWithdrawnUser(id: user.id) != nil)
      #expect(try await store.undeliveredEvents(limit: 10).map(\.event) == [.withdrew(withdrew)])
    }
  }

  @Test(
    "a save refused by chapter 8's checks stores no event: a taken name, a stale copy",
    arguments: OutboxStoreKind.allCases)
  func refusedSaveStoresNoEvent(kind: OutboxStoreKind) async throws {
    try await kind.withStore { store, _ in
      try await store.save(try Fixtures.user("user-1", named: "alice"))
      let (bob, registered) = User.register(
        id: try Fixtures.id("user-2"), name: try Fixtures.name("alice"), at: Fixtures.instant(2))
      let stale = try Fixtures.user("user-1", named: "alicia")
      let (_, staleEvent) = User.register(
        id: try Fixtures.id("user-1"), name: try Fixtures.name("alicia"), at: Fixtures.instant(3))

      await #expect(throws: (any Error).self) {
        try await store.save(bob, recording: [.registered(registered)])
      }
      await #expect(throws: (any Error).self) {
        try await store.save(stale, recording: [.registered(staleEvent)])
      }

      #expect(try await store.find(id: bob.id) == nil)
      #expect(try await store.undeliveredEvents(limit: 10).isEmpty)
    }
  }

  @Test(
    "events and delivery progress survive a restart; delivered events are not handed out again",
    arguments: OutboxStoreKind.allCases)
  func progressIsDurable(kind: OutboxStoreKind) async throws {
    try await kind.withStore { store, reopen in
      for index in 1...3 {
        let (user, event) = User.register(
          id: try Fixtures.id("user-\(index)"), name: try Fixtures.name("name \(index)"),
          at: Fixtures.instant(Double(index)))
        try await store.save(user, recording: [.registered(event)])
      }

      try await store.markDelivered(through: 2)
      let restarted = try reopen()

      #expect(try await restarted.undeliveredEvents(limit: 10).map(\.position) == [3])
      #expect(try await restarted.undeliveredEvents(limit: 10).first?.event.user.value == "user-3")
    }
  }

  @Test("an older delivery mark never moves delivery back", arguments: OutboxStoreKind.allCases)
  func marksOnlyMoveForward(kind: OutboxStoreKind) async throws {
    try await kind.withStore { store, _ in
      for index in 1...3 {
        let (user, event) = User.register(
          id: try Fixtures.id("user-\(index)"), name: try Fixtures.name("name \(index)"),
          at: Fixtures.instant(Double(index)))
        try await store.save(user, recording: [.registered(event)])
      }

      try await store.markDelivered(through: 2)
      try await store.markDelivered(through: 1)

      #expect(try await store.undeliveredEvents(limit: 10).map(\.position) == [3])
    }
  }

  @Test("compaction drops delivered events and keeps the undelivered ones at their positions")
  func compactionKeepsPositions() async throws {
    try await withTemporaryDirectory { directory in
      let store = try FileUserRepository(directory: directory)
      for index in 1...5 {
        let (user, event) = User.register(
          id: try Fixtures.id("user-\(index)"), name: try Fixtures.name("name \(index)"),
          at: Fixtures.instant(Double(index)))
        try await store.save(user, recording: [.registered(event)])
      }
      try await store.markDelivered(through: 3)

      try await store.compact()
      let reopened = try FileUserRepository(directory: directory)
      let (sixth, event) = User.register(
        id: try Fixtures.id("user-6"), name: try Fixtures.name("name 6"), at: Fixtures.instant(6))
      try await reopened.save(sixth, recording: [.registered(event)])

      #expect(try await reopened.undeliveredEvents(limit: 10).map(\.position) == [4, 5, 6])
      #expect(try await reopened.findAll().count == 6)
    }
  }

  @Test("a save that fails stores neither the user nor its events")
  func failedSaveStoresNothing() async throws {
    try await withTemporaryDirectory { directory in
      let faults = SimulatedFaults()
      let store = try FileUserRepository(directory: directory, simulatedFaults: faults)
      let (user, event) = User.register(
        id: try Fixtures.id("user-1"), name: try Fixtures.name("alice"), at: Fixtures.instant(1))
      faults.failNext(.sync)

      await #expect(throws: FileUserRepository.StorageError.self) {
        try await store.save(user, recording: [.registered(event)])
      }

      let reopened = try FileUserRepository(directory: directory)
      #expect(try await reopened.find(id: user.id) == nil)
      #expect(try await reopened.undeliveredEvents(limit: 10).isEmpty)
    }
  }
}
