// Shared fixtures for chapter 9's tests: stores with an outbox, and handlers that record.

import Aggregates
import Entities
import EventAndQueryAdapters
import EventHandlers
import Foundation
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

/// A user store and its outbox, as the tests use them.
typealias OutboxStore = UserRepository & UserEventOutbox

/// The two user stores with an outbox, by name, so one contract runs against both.
enum OutboxStoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case inMemory = "in memory"
  case file = "file"

  var testDescription: String { rawValue }

  /// Runs `body` with a fresh store of this kind and a way to reopen it (as a restart).
  func withStore(
    _ body: (any OutboxStore, () throws -> any OutboxStore) async throws -> Void
  ) async throws {
    try await withUnitsOfWork { store, reopen, _ in
      try await withoutActuallyEscaping(reopen) { reopen in try await body(store, reopen) }
    }
  }

  /// Runs `body` with a fresh store of this kind, a way to reopen it, and a way to open a
  /// unit of work over it.
  func withUnitsOfWork(
    _ body: (
      any OutboxStore, () throws -> any OutboxStore, @Sendable () -> UserStoreUnitOfWork
    ) async throws -> Void
  ) async throws {
    switch self {
    case .inMemory:
      let store = InMemoryUserRepository()
      try await body(store, { store }, { store.beginUnitOfWork() })
    case .file:
      try await withTemporaryDirectory { directory in
        let store = try FileUserRepository(directory: directory)
        try await body(
          store, { try FileUserRepository(directory: directory) }, { store.beginUnitOfWork() })
      }
    }
  }
}

/// A handler that remembers every event it was handed, and can be told to fail.
actor RecordingHandler: UserEventHandler {
  private(set) var handled: [UserOutboxEvent] = []
  private var failuresLeft = 0

  /// Makes the next `count` calls fail.
  func fail(times count: Int) { failuresLeft = count }

  func handle(_ event: UserOutboxEvent) async throws {
    if failuresLeft > 0 {
      failuresLeft -= 1
      throw HandlerFailure()
    }
    handled.append(event)
  }

  struct HandlerFailure: Error {}
}

/// A notifier that keeps what it sent, once per deduplication key.
actor RecordingNotifier: Notifier {
  private(set) var sent: [String] = []
  private var keys: Set<String> = []

  func notify(_ user: UserId, message: String, deduplicationKey: String) async throws {
    guard keys.insert(deduplicationKey).inserted else { return }
    sent.append("\(user.value): \(message)")
  }
}

/// Ids handed out in order: `user-1`, `user-2`, ….
func sequentialIds() throws -> SequentialUserIdGenerator {
  try SequentialUserIdGenerator(prefix: "user")
}

/// A fixed clock.
let fixedNow: @Sendable () -> Date = { Fixtures.instant(60) }

/// A circle with these members (owner first), created at `seconds`.
func makeCircle(
  _ id: String, named name: String, members: [String], createdAfter seconds: TimeInterval = 0
) throws -> Circle {
  let ids = try members.map { try UserId($0) }
  return try Circle(
    restoring: try CircleId(id), name: try CircleName(name), owner: ids[0], members: ids,
    createdAt: Fixtures.instant(seconds))
}
