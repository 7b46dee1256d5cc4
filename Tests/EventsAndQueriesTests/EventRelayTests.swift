// Chapter 9 — Published after commit (EV-2): the relay. Docs/09-events-and-queries.md

import Entities
import EventHandlers
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("Events are delivered after the commit, at least once (EV-2)")
struct EventRelayTests {
  @Test("every committed event is handed to every handler in commit order, then marked delivered")
  func deliversInOrder() async throws {
    let store: any OutboxStore = InMemoryUserRepository()
    let first = RecordingHandler()
    let second = RecordingHandler()
    let relay = UserEventRelay(outbox: store, handlers: [first, second], batchSize: 2)
    for index in 1...5 {
      let user = User.register(
        id: try Fixtures.id("user-\(index)"), name: try Fixtures.name("name \(index)"),
        at: Fixtures.instant(Double(index)))
      try await store.save(user)
    }

    let delivered = try await relay.deliverPending()

    #expect(delivered == 5)
    #expect(await first.handled.map(\.position) == [1, 2, 3, 4, 5])
    #expect(await second.handled.map(\.position) == [1, 2, 3, 4, 5])
    #expect(try await store.undeliveredEvents(limit: 10).isEmpty)
  }

  @Test("nothing is delivered that was not committed: a save recording no event delivers nothing")
  func nothingBeforeCommit() async throws {
    let store: any OutboxStore = InMemoryUserRepository()
    let handler = RecordingHandler()
    let relay = UserEventRelay(outbox: store, handlers: [handler])

    try await store.save(try Fixtures.user("user-1", named: "alice"))

    #expect(try await relay.deliverPending() == 0)
    #expect(await handler.handled.isEmpty)
  }

  @Test("a failing handler stops delivery; the event stays and is delivered again on the next try")
  func failureIsRetried() async throws {
    let store: any OutboxStore = InMemoryUserRepository()
    let handler = RecordingHandler()
    let relay = UserEventRelay(outbox: store, handlers: [handler])
    let user = User.register(
      id: try Fixtures.id("user-1"), name: try Fixtures.name("alice"), at: Fixtures.instant(1))
    try await store.save(user)
    await handler.fail(times: 1)

    await #expect(throws: EventDeliveryError.handlerFailed(position: 1, reason: "HandlerFailure()"))
    {
      try await relay.deliverPending()
    }
    #expect(try await store.undeliveredEvents(limit: 10).map(\.position) == [1])

    #expect(try await relay.deliverPending() == 1)
    #expect(await handler.handled.map(\.event) == user.recordedEvents)
  }

  @Test(
    "a handler that succeeded before a failed one sees the event again: delivery is at least once")
  func atLeastOnce() async throws {
    let store: any OutboxStore = InMemoryUserRepository()
    let first = RecordingHandler()
    let second = RecordingHandler()
    let relay = UserEventRelay(outbox: store, handlers: [first, second])
    let user = User.register(
      id: try Fixtures.id("user-1"), name: try Fixtures.name("alice"), at: Fixtures.instant(1))
    try await store.save(user)
    await second.fail(times: 1)

    _ = try? await relay.deliverPending()
    try await relay.deliverPending()

    #expect(await first.handled.map(\.position) == [1, 1])
    #expect(await second.handled.map(\.position) == [1])
  }
}
