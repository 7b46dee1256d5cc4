// Chapter 9 — Published after commit (EV-2): one outbox contract, every circle repository.
// Docs/09-events-and-queries.md

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import EventHandlers
import Foundation
import JournalEngine
import Persistence
import TestSupport
import Testing
import ValueObjects

/// A circle repository as the relay and the use cases see it: a repository whose saves keep the
/// events, and the outbox the relay reads.
typealias CircleStoreWithOutbox = CircleRepository & CircleEventOutbox

/// The circle repositories, by name, so one outbox contract runs against each: in memory, file,
/// and chapter 12's SQLite and PostgreSQL (the last when a server is given).
enum CircleOutboxStoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case inMemory = "in memory"
  case file = "file"
  case sqlite = "SQLite"
  case postgres = "PostgreSQL"

  static let allCases: [Self] =
    [.inMemory, .file, .sqlite] + (TestDatabase.postgresURL == nil ? [] : [.postgres])

  var testDescription: String { rawValue }

  /// Runs `body` with a fresh store of this kind and a way to reopen it (as a restart).
  func withStore(
    _ body: (any CircleStoreWithOutbox, () throws -> any CircleStoreWithOutbox) async throws
      -> Void
  ) async throws {
    try await withStores { stores in try await body(stores.circles, stores.reopen) }
  }

  /// Runs `body` with a fresh circle repository of this kind, the invitation repository
  /// beside it and its units of work; user-1, user-2 and user-3 are users.
  func withStores(_ body: (CircleStoresUnderTest) async throws -> Void) async throws {
    let users = ["user-1", "user-2", "user-3"]
    switch self {
    case .inMemory:
      let store = InMemoryCircleRepository()
      try await body(
        CircleStoresUnderTest(
          circles: store, invitations: InMemoryCircleInvitationRepository(circles: store),
          beginUnitOfWork: { store.beginUnitOfWork() }, reopen: { store }))
    case .file:
      try await withTemporaryDirectory { directory in
        try await Fixtures.registerUsers(users, in: directory)
        let store = try FileCircleRepository(directory: directory)
        try await body(
          CircleStoresUnderTest(
            circles: store, invitations: try FileCircleInvitationRepository(directory: directory),
            beginUnitOfWork: { store.beginUnitOfWork() },
            reopen: { try FileCircleRepository(directory: directory) }))
      }
    case .sqlite: try await withSQLiteStores(body)
    case .postgres: try await withPostgresStores(body)
    }
  }
}

/// A circle repository under test, with its invitations and units of work.
struct CircleStoresUnderTest {
  let circles: any CircleStoreWithOutbox
  let invitations: any CircleInvitationRepository
  let beginUnitOfWork: @Sendable () async -> any CircleUnitOfWork
  let reopen: () throws -> any CircleStoreWithOutbox
}

/// A circle "chess" owned by user-1, three users who exist, and the circle use cases.
struct CircleWorld {
  let users: InMemoryUserRepository
  let service: CircleApplicationService
  let circleId: CircleId

  init(circles: any CircleRepository) async throws {
    users = InMemoryUserRepository([
      try Fixtures.user("user-1", named: "alice"), try Fixtures.user("user-2", named: "bob"),
      try Fixtures.user("user-3", named: "carol"),
    ])
    let circle = try makeCircle("circle-1", named: "chess", members: ["user-1"])
    try await circles.save(circle)
    circleId = circle.id
    service = CircleApplicationService(
      circles: circles, users: ProfileUserLookup(UserApplicationService(repository: users)),
      now: fixedNow)
  }

  func join(_ user: String) async throws {
    _ = try await service.join(JoinCircleCommand(circleId: circleId.value, userId: user))
  }

  func leave(_ user: String) async throws {
    _ = try await service.leave(LeaveCircleCommand(circleId: circleId.value, userId: user))
  }

  func rename(to name: String) async throws {
    _ = try await service.rename(RenameCircleCommand(circleId: circleId.value, name: name))
  }
}

@Suite("Every circle store keeps a join's event in the same write as the circle (EV-2)")
struct CircleOutboxContractTests {
  @Test(
    "a join stores the circle and its MemberJoined together, numbered in commit order",
    arguments: CircleOutboxStoreKind.allCases)
  func joinStoresBoth(kind: CircleOutboxStoreKind) async throws {
    try await kind.withStore { store, _ in
      let world = try await CircleWorld(circles: store)

      try await world.join("user-2")
      try await world.join("user-3")

      let pending = try await store.undeliveredEvents(limit: 10)
      #expect(try await store.find(id: world.circleId)?.members.count == 3)
      #expect(pending.map(\.position) == [1, 2])
      let joins: [(String, String, Date)] = pending.map { stored in
        guard case .memberJoined(let joined) = stored.event else { return ("", "", .distantPast) }
        return (joined.circle.value, joined.member.value, joined.occurredAt)
      }
      #expect(joins.map(\.0) == ["circle-1", "circle-1"])
      #expect(joins.map(\.1) == ["user-2", "user-3"])
      #expect(joins.map(\.2) == [fixedNow(), fixedNow()])
    }
  }

  @Test(
    "a stale copy is refused and stores neither the circle nor its event",
    arguments: CircleOutboxStoreKind.allCases)
  func staleCopyStoresNothing(kind: CircleOutboxStoreKind) async throws {
    try await kind.withStore { store, _ in
      let world = try await CircleWorld(circles: store)
      var stale = try #require(try await store.find(id: world.circleId))
      try await world.join("user-2")
      try stale.join(try UserId("user-3"), at: Fixtures.instant(9))

      await #expect(
        throws: CircleSaveConflict.staleVersion(id: world.circleId, saved: 1, stored: 2)
      ) {
        try await store.save(stale)
      }

      #expect(
        try await store.find(id: world.circleId)?.members.map(\.value) == ["user-1", "user-2"])
      #expect(try await store.undeliveredEvents(limit: 10).map(\.position) == [1])
    }
  }

  @Test(
    "events are delivered after reopening when the process stopped before delivery",
    arguments: CircleOutboxStoreKind.allCases)
  func deliveredAfterRestart(kind: CircleOutboxStoreKind) async throws {
    try await kind.withStore { store, reopen in
      let world = try await CircleWorld(circles: store)
      try await world.join("user-2")
      // The process stops here: the join is stored, its event was never delivered.

      let restarted = try reopen()
      let handler = RecordingCircleHandler()
      let delivered = try await CircleEventRelay(outbox: restarted, handlers: [handler])
        .deliverPending()

      #expect(delivered == 1)
      #expect(await handler.handled == ["1 user-2 joined circle-1"])
      #expect(try await reopen().undeliveredEvents(limit: 10).isEmpty)
    }
  }

  @Test(
    "a redelivered event comes again at the same position, so a handler can tell it is the same",
    arguments: CircleOutboxStoreKind.allCases)
  func redeliveryKeepsPosition(kind: CircleOutboxStoreKind) async throws {
    try await kind.withStore { store, _ in
      let world = try await CircleWorld(circles: store)
      let handler = RecordingCircleHandler()
      let relay = CircleEventRelay(outbox: store, handlers: [handler, FailingOnce()])
      try await world.join("user-2")

      // The first handler is done, then a later one fails: the event is not marked delivered.
      await #expect(throws: EventDeliveryError.self) { try await relay.deliverPending() }
      #expect(try await store.undeliveredEvents(limit: 10).map(\.position) == [1])
      #expect(try await relay.deliverPending() == 1)

      #expect(await handler.handled == ["1 user-2 joined circle-1", "1 user-2 joined circle-1"])
      #expect(try await store.undeliveredEvents(limit: 10).isEmpty)
    }
  }

  @Test(
    "a join by invitation records MemberJoined too, and the relay delivers it like a join",
    arguments: CircleOutboxStoreKind.allCases)
  func acceptIsDelivered(kind: CircleOutboxStoreKind) async throws {
    try await kind.withStores { stores in
      let store = stores.circles
      let world = try await CircleWorld(circles: store)
      let invitations = CircleInvitationApplicationService(
        circles: store, invitations: stores.invitations,
        users: ProfileUserLookup(UserApplicationService(repository: world.users)),
        beginUnitOfWork: stores.beginUnitOfWork,
        factory: DeterministicCircleFactory(startingAt: Fixtures.epoch), now: fixedNow)
      let handler = RecordingCircleHandler()
      let sent = try await invitations.invite(
        InviteToCircleCommand(
          circleId: world.circleId.value, inviterId: "user-1", inviteeId: "user-3"))

      _ = try await invitations.accept(AcceptInvitationCommand(invitationId: sent.id))
      try await CircleEventRelay(outbox: store, handlers: [handler]).deliverPending()

      #expect(await handler.handled == ["1 user-3 joined circle-1"])
    }
  }

  @Test(
    "founding a circle records CircleFounded, and the relay delivers it before its joins",
    arguments: CircleOutboxStoreKind.allCases)
  func foundingIsDelivered(kind: CircleOutboxStoreKind) async throws {
    try await kind.withStore { store, _ in
      var circle = Circle(
        id: try CircleId("circle-9"), name: try CircleName("golf"), owner: try UserId("user-1"),
        createdAt: Fixtures.instant(1))
      try circle.join(try UserId("user-2"), at: Fixtures.instant(2))
      try await store.save(circle)
      let handler = RecordingCircleHandler()

      try await CircleEventRelay(outbox: store, handlers: [handler]).deliverPending()

      #expect(
        await handler.handled == [
          "1 circle-9 founded as golf by user-1", "2 user-2 joined circle-9",
        ])
    }
  }

  @Test(
    "a leave and a rename store their events with the circle, like a join",
    arguments: CircleOutboxStoreKind.allCases)
  func leaveAndRenameStoreEvents(kind: CircleOutboxStoreKind) async throws {
    try await kind.withStore { store, reopen in
      let world = try await CircleWorld(circles: store)
      try await world.join("user-2")
      try await world.leave("user-2")
      try await world.rename(to: "chess club")

      let kinds = try await reopen().undeliveredEvents(limit: 10).map { stored in
        switch stored.event {
        case .founded: return "founded"
        case .memberJoined: return "joined"
        case .memberLeft(let left): return "left \(left.member.value)"
        case .renamed(let renamed): return "renamed \(renamed.from) → \(renamed.to)"
        case .ownershipPassed: return "passed"
        }
      }
      #expect(kinds == ["joined", "left user-2", "renamed chess → chess club"])
    }
  }

  @Test(
    "an older delivery mark never moves delivery back", arguments: CircleOutboxStoreKind.allCases)
  func marksOnlyMoveForward(kind: CircleOutboxStoreKind) async throws {
    try await kind.withStore { store, reopen in
      let world = try await CircleWorld(circles: store)
      try await world.join("user-2")
      try await world.join("user-3")

      try await store.markDelivered(through: 2)
      try await store.markDelivered(through: 1)

      #expect(try await reopen().undeliveredEvents(limit: 10).isEmpty)
    }
  }
}

/// A handler that fails the first time it is called, and succeeds after.
actor FailingOnce: CircleEventHandler {
  private var hasFailed = false

  func handle(_ event: CircleOutboxEvent) async throws {
    guard hasFailed else {
      hasFailed = true
      throw RecordingHandler.HandlerFailure()
    }
  }
}

/// A circle handler that keeps, in a few words, every event it was handed, with its position.
actor RecordingCircleHandler: CircleEventHandler {
  private(set) var handled: [String] = []

  func handle(_ event: CircleOutboxEvent) async throws {
    let words: String
    switch event.event {
    case .founded(let founded):
      words = "\(founded.circle.value) founded as \(founded.name.value) by \(founded.owner.value)"
    case .memberJoined(let joined): words = "\(joined.member.value) joined \(joined.circle.value)"
    case .memberLeft(let left): words = "\(left.member.value) left \(left.circle.value)"
    case .renamed(let renamed): words = "\(renamed.circle.value) renamed \(renamed.to.value)"
    case .ownershipPassed(let passed): words = "\(passed.circle.value) passed to \(passed.to.value)"
    }
    handled.append("\(event.position) \(words)")
  }
}
