// Shared fixtures for chapter 9's tests: stores with an outbox, and handlers that record.

import Aggregates
import Entities
import EventAndQueryAdapters
import EventHandlers
import Foundation
import Persistence
import PostgresEngine
import Repositories
import SQLPersistence
import TestSupport
import Testing
import ValueObjects

/// A user repository and its outbox, as the tests use them.
typealias OutboxStore = UserRepository & UserEventOutbox

/// The two user repositories with an outbox, by name, so one contract runs against both.
enum OutboxStoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case inMemory = "in memory"
  case file = "file"
  case sqlite = "SQLite"
  case postgres = "PostgreSQL"

  /// Every kind the contract runs on: PostgreSQL only when a server is given.
  static var allCases: [Self] {
    [.inMemory, .file, .sqlite] + (TestDatabase.postgresURL == nil ? [] : [.postgres])
  }

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
      any OutboxStore, () throws -> any OutboxStore, @Sendable () -> UserRepositoryUnitOfWork
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
    case .sqlite:
      try await withTemporaryDirectory { directory in
        let path = directory.appendingPathComponent("users.sqlite").path
        let store = try SQLiteUserRepository(path: path)
        try await body(
          store, { try SQLiteUserRepository(path: path) }, { store.beginUnitOfWork() })
      }
    case .postgres:
      guard let url = TestDatabase.postgresURL else { return }
      let schema = TestDatabase.uniqueSchema()
      defer {
        _ = try? PostgresConnection(url: url).execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
      }
      try await Self.withPostgresStore(url: url, schema: schema, body)
    }
  }

  /// Runs `body` with a PostgreSQL repository that is released when it returns, so its relay's
  /// open claim (a transaction holding row locks) ends before the schema is dropped.
  private static func withPostgresStore(
    url: String, schema: String,
    _ body: (
      any OutboxStore, () throws -> any OutboxStore, @Sendable () -> UserRepositoryUnitOfWork
    ) async throws -> Void
  ) async throws {
    let store = try PostgresUserRepository(url: url, schema: schema)
    try await body(
      store, { try PostgresUserRepository(url: url, schema: schema) },
      { store.beginUnitOfWork() })
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
