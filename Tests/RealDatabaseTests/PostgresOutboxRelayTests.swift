// Chapter 12 — Real databases: competing outbox relays on one PostgreSQL, each claiming rows
// of its own with `FOR UPDATE SKIP LOCKED` (DB-5). Docs/modules.md
//
// Read first: what `relaysShareTheOutbox` asserts. Two app instances each run chapter 9's
// relay over the same outbox. A claim locks its rows until they are marked, so no event is
// handed to both relays at once; `SKIP LOCKED` makes the second relay take the next rows
// instead of waiting for the first relay's, so both deliver at the same time. A relay that
// dies before its claim commits loses its marks, not its events: another relay hands them
// out again (at least once, so handlers stay idempotent).

import Entities
import EventHandlers
import Foundation
import SQLPersistence
import TestSupport
import Testing

@Suite("Competing relays on one PostgreSQL claim events of their own (DB-5)")
struct PostgresOutboxRelayTests {
  // region: relaysShareTheOutbox
  @Test(
    "two relays racing over one outbox deliver every event, none to both, and neither waits for the other",
    .enabled(if: TestDatabase.postgresURL != nil, Comment(rawValue: TestDatabase.skipReason)))
  func relaysShareTheOutbox() async throws {
    try await withInstances(2) { instances in
      for index in 1...40 { try await instances[0].save(try registered(index)) }
      let deliveries = DeliveryLog()
      let relays = instances.map { instance in
        UserEventRelay(outbox: instance, handlers: [LoggingHandler(log: deliveries)], batchSize: 4)
      }

      async let first = relays[0].deliverPending()
      async let second = relays[1].deliverPending()
      let counts = try await [first, second]

      let handed = await deliveries.positions
      #expect(handed.sorted() == Array(1...40))  // every event, and none handed out twice
      #expect(counts.allSatisfy { $0 > 0 })
      #expect(await deliveries.mostAtOnce == 2)  // the second relay skipped, never waited
      #expect(try await instances[1].undeliveredEvents(limit: 100).isEmpty)
    }
  }
  // endregion

  @Test(
    "a relay that dies before its claim commits loses its marks, and another relay hands those events out again",
    .enabled(if: TestDatabase.postgresURL != nil, Comment(rawValue: TestDatabase.skipReason)))
  func deadRelaysEventsComeAgain() async throws {
    let url = try #require(TestDatabase.postgresURL)
    let schema = TestDatabase.uniqueSchema()
    defer { dropSchema(schema, url: url) }
    let survivor = try PostgresUserRepository(url: url, schema: schema)
    for index in 1...3 { try await survivor.save(try registered(index)) }
    var dying: PostgresUserRepository? = try PostgresUserRepository(url: url, schema: schema)
    let claim = try await dying?.undeliveredEvents(limit: 10) ?? []
    try await dying?.markDelivered(through: 2)  // handed over 1 and 2, then the process dies
    #expect(try await survivor.undeliveredEvents(limit: 10).isEmpty)  // all claimed

    dying = nil  // its connections close: the server rolls the claim back
    var again: [UserOutboxEvent] = []
    for _ in 1...50 where again.isEmpty {  // the server ends the session soon after
      again = try await survivor.undeliveredEvents(limit: 10)
      if again.isEmpty { try await Task.sleep(for: .milliseconds(40)) }
    }

    #expect(claim.map(\.position) == [1, 2, 3])
    #expect(again.map(\.position) == [1, 2, 3])
  }

  /// Runs `body` with `count` repositories, each with its own connections, on one schema.
  private func withInstances(
    _ count: Int, _ body: ([PostgresUserRepository]) async throws -> Void
  ) async throws {
    let url = try #require(TestDatabase.postgresURL)
    let schema = TestDatabase.uniqueSchema()
    defer { dropSchema(schema, url: url) }
    try await body(
      try (0..<count).map { _ in try PostgresUserRepository(url: url, schema: schema) })
  }

  /// User `user-N`, named `name N`, registered N seconds after the epoch.
  private func registered(_ index: Int) throws -> User {
    User.register(
      id: try Fixtures.id("user-\(index)"), name: try Fixtures.name("name \(index)"),
      at: Fixtures.instant(Double(index)))
  }
}

/// What the relays handed out, and how many handlers were busy at once.
private actor DeliveryLog {
  private(set) var positions: [Int] = []
  private(set) var mostAtOnce = 0
  private var busy = 0

  /// Logs the event and takes a moment over it, as a handler calling out would.
  func handle(_ event: UserOutboxEvent) async throws {
    busy += 1
    mostAtOnce = max(mostAtOnce, busy)
    positions.append(event.position)
    try await Task.sleep(for: .milliseconds(20))
    busy -= 1
  }
}

/// A handler that hands each event to the log.
private struct LoggingHandler: UserEventHandler {
  let log: DeliveryLog

  func handle(_ event: UserOutboxEvent) async throws {
    try await log.handle(event)
  }
}
