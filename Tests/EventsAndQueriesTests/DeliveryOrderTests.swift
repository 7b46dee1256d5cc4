// Chapter 9 — Published after commit (EV-2): the order both relays keep.
// Docs/09-events-and-queries.md
//
// Read first: `markedOnlyAfterEveryHandler`. The last handler of each relay looks at the
// outbox while it runs: the event it was handed must still be undelivered then. A relay that
// marked first, or between two handlers, would lose the event to a crash at that moment.

import Aggregates
import CirclePersistence
import Entities
import EventHandlers
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

/// A handler that records, for each event, whether its outbox still held it undelivered.
private actor OutboxWatcher: UserEventHandler, CircleEventHandler {
  private let users: (any UserEventOutbox)?
  private let circles: (any CircleEventOutbox)?
  private(set) var stillUndelivered: [Bool] = []

  init(users: any UserEventOutbox) {
    self.users = users
    circles = nil
  }

  init(circles: any CircleEventOutbox) {
    self.circles = circles
    users = nil
  }

  func handle(_ event: UserOutboxEvent) async throws {
    let pending = try await users?.undeliveredEvents(limit: 100).map(\.position) ?? []
    stillUndelivered.append(pending.contains(event.position))
  }

  func handle(_ event: CircleOutboxEvent) async throws {
    let pending = try await circles?.undeliveredEvents(limit: 100).map(\.position) ?? []
    stillUndelivered.append(pending.contains(event.position))
  }
}

@Suite("Both relays record an event as delivered only after every handler returned (EV-2)")
struct DeliveryOrderTests {
  @Test(
    "the users' and the circles' relays mark an event delivered only after every handler returned, never before the last one runs"
  )
  func markedOnlyAfterEveryHandler() async throws {
    let userStore = InMemoryUserRepository()
    let users: any OutboxStore = userStore
    for index in 1...3 {
      try await users.save(
        User.register(
          id: try Fixtures.id("user-\(index)"), name: try Fixtures.name("name \(index)"),
          at: Fixtures.instant(Double(index))))
    }
    let circles = InMemoryCircleRepository()
    var circle = try makeCircle("circle-1", named: "chess", members: ["user-1"])
    try await circles.save(circle)
    for name in ["go club", "shogi"] {
      circle = try #require(await circles.find(id: circle.id))
      circle.rename(to: try CircleName(name), at: fixedNow())
      try await circles.save(circle)
    }
    let userWatcher = OutboxWatcher(users: users)
    let circleWatcher = OutboxWatcher(circles: circles)

    try await UserEventRelay(outbox: users, handlers: [RecordingHandler(), userWatcher])
      .deliverPending()
    try await CircleEventRelay(outbox: circles, handlers: [circleWatcher]).deliverPending()

    #expect(await userWatcher.stillUndelivered == [true, true, true])
    #expect(await circleWatcher.stillUndelivered == [true, true])
    #expect(try await users.undeliveredEvents(limit: 10).isEmpty)
    #expect(await circles.undeliveredEvents(limit: 10).isEmpty)
  }
}
