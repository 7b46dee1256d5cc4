// Chapter 9 — Domain events (EV-2), on chapter 4's port: every repository keeps the events a
// save's user recorded, in the same write. Docs/09-events-and-queries.md
//
// Read first: `stores`. The port says what it needs (`UserRepository.save(_:)` stores the
// user and its recorded events), so no repository may drop them silently: not the in-memory and
// file repositories, not the session cache in front of them, not the tests' own doubles.

import Entities
import Foundation
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("Every user store keeps the events its saves recorded (EV-2)")
struct EventsKeptContractTests {
  /// A repository, and how to read back the events it kept.
  struct Store: Sendable, CustomTestStringConvertible {
    let name: String
    let with:
      @Sendable (
        (any UserRepository, @Sendable () async throws -> [UserEvent]) async throws -> Void
      ) async throws -> Void
    var testDescription: String { name }
  }

  // region: stores
  static let stores: [Store] = [
    Store(name: "in-memory") { body in
      let store = InMemoryUserRepository()
      try await body(store) { await store.pendingEvents(limit: .max).map(\.event) }
    },
    Store(name: "file") { body in
      try await withTemporaryDirectory { directory in
        let store = try FileUserRepository(directory: directory)
        try await body(store) { try await store.pendingEvents(limit: .max).map(\.event) }
      }
    },
    Store(name: "cached in-memory") { body in
      let store = InMemoryUserRepository()
      try await body(CachedUserRepository(store: store)) {
        await store.pendingEvents(limit: .max).map(\.event)
      }
    },
    Store(name: "cached file") { body in
      try await withTemporaryDirectory { directory in
        let store = try FileUserRepository(directory: directory)
        try await body(CachedUserRepository(store: store)) {
          try await store.pendingEvents(limit: .max).map(\.event)
        }
      }
    },
    Store(name: "gated (test double)") { body in
      let store = GatedUserRepository()
      try await body(store) { await store.storedEvents }
    },
    Store(name: "check barrier (test double)") { body in
      let store = InMemoryUserRepository()
      try await body(CheckBarrierUserRepository(store: store, callers: 1)) {
        await store.pendingEvents(limit: .max).map(\.event)
      }
    },
    Store(name: "spy (test double)") { body in
      let store = SpyUserRepository()
      try await body(store) { await store.events }
    },
    Store(name: "unguarded (test double)") { body in
      let store = UnguardedUserRepository()
      try await body(store) { await store.events }
    },
  ]
  // endregion

  @Test(
    "a save keeps the events its user recorded, in order, and a copy read back has none",
    arguments: stores + databaseStores)
  func keepsEvents(store: Store) async throws {
    try await store.with { repository, events in
      var kim = User.register(
        id: try Fixtures.id("user-1"), name: try Fixtures.name("김철수"), at: Fixtures.instant(1))
      try await repository.save(kim)
      let registered = kim.recordedEvents

      kim = try #require(try await repository.find(id: kim.id))
      #expect(kim.recordedEvents.isEmpty)
      kim.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(2))
      kim.changeStatusMessage(to: try StatusMessage("hi"), at: Fixtures.instant(2))
      kim.upgrade(at: Fixtures.instant(3))
      try await repository.save(kim)

      #expect(try await events() == registered + kim.recordedEvents)
    }
  }
}
