// Chapter 9 — Handlers in the application layer (EV-3). Docs/09-events-and-queries.md

import Aggregates
import ApplicationServices
import CirclePersistence
import Entities
import EventHandlers
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("Follow-up work runs in handlers, after the commit (EV-3)")
struct EventHandlerTests {
  /// The chapter's wiring: users with an outbox, circles, a notifier, both handlers, and
  /// chapter 5's use cases, which record events and deliver nothing themselves.
  struct World {
    let users = InMemoryUserRepository()
    let circles: InMemoryCircleRepository
    let notifier = RecordingNotifier()
    let log = RecordingHandler()
    let relay: UserEventRelay
    let service: UserApplicationService
    let withdrawal: WithdrawUserUseCase

    init() throws {
      let circles = InMemoryCircleRepository()
      self.circles = circles
      relay = UserEventRelay(
        outbox: users,
        handlers: [
          WelcomeNewUsers(notifier: notifier),
          RemoveWithdrawnMemberships(
            circles: circles, invitations: InMemoryCircleInvitationRepository(circles: circles)),
          log,
        ])
      service = UserApplicationService(
        repository: users, idGenerator: try sequentialIds(), now: fixedNow)
      let users = users
      withdrawal = WithdrawUserUseCase(
        users: users, beginUnitOfWork: { users.beginUnitOfWork() }, now: fixedNow)
    }

    /// Runs one command, then delivers what it committed, as a composition root does.
    @discardableResult
    func run<Answer>(_ command: () async throws -> Answer) async throws -> Answer {
      let answer = try await command()
      try await relay.deliverPending()
      return answer
    }
  }

  @Test("a registration is welcomed through the Notifier once the user is stored")
  func welcome() async throws {
    let world = try World()

    let alice = try await world.run {
      try await world.service.register(RegisterUserCommand(name: "alice"))
    }

    #expect(await world.notifier.sent == ["user-1: Welcome, alice!"])
    #expect(await world.users.find(id: try UserId(alice.id)) != nil)
  }

  @Test("a welcome delivered twice is sent once: the message carries the fact's key")
  func welcomeIsIdempotent() async throws {
    let notifier = RecordingNotifier()
    let handler = WelcomeNewUsers(notifier: notifier)
    let alice = User.register(
      id: try Fixtures.id("user-1"), name: try Fixtures.name("alice"), at: Fixtures.instant(1))
    let event = UserOutboxEvent(position: 1, event: try #require(alice.recordedEvents.first))

    try await handler.handle(event)
    try await handler.handle(event)

    #expect(await notifier.sent == ["user-1: Welcome, alice!"])
  }

  @Test("a withdrawn member leaves every circle they belonged to")
  func leavesCircles() async throws {
    let world = try World()
    for user in try Fixtures.people(["owner", "user-9", "carol"]) {
      try await world.users.save(user)
    }
    try await world.circles.save(
      try makeCircle("c-1", named: "chess", members: ["owner", "user-9", "carol"]))
    try await world.circles.save(
      try makeCircle("c-2", named: "go club", members: ["owner", "carol"]))

    try await world.run { try await world.withdrawal.execute(WithdrawUserCommand(id: "user-9")) }

    let chess = try #require(await world.circles.find(id: try CircleId("c-1")))
    #expect(chess.members.map(\.value) == ["owner", "carol"])
    #expect(await world.circles.find(id: try CircleId("c-2"))?.members.count == 2)
  }

  @Test("a withdrawn owner's circle passes to its longest-standing remaining member")
  func ownerHandsOver() async throws {
    let world = try World()
    for user in try Fixtures.people(["user-9", "dave", "erin"]) { try await world.users.save(user) }
    try await world.circles.save(
      try makeCircle("c-1", named: "chess", members: ["user-9", "dave", "erin"]))

    try await world.run { try await world.withdrawal.execute(WithdrawUserCommand(id: "user-9")) }

    let chess = try #require(await world.circles.find(id: try CircleId("c-1")))
    #expect(chess.owner.value == "dave")
    #expect(chess.members.map(\.value) == ["dave", "erin"])
  }

  @Test("a circle left with no member is deleted")
  func emptyCircleIsDeleted() async throws {
    let world = try World()
    try await world.users.save(try Fixtures.user("user-9", named: "bob"))
    try await world.circles.save(try makeCircle("c-1", named: "solo", members: ["user-9"]))

    try await world.run { try await world.withdrawal.execute(WithdrawUserCommand(id: "user-9")) }

    #expect(await world.circles.find(id: try CircleId("c-1")) == nil)
  }

  @Test("handling one withdrawal twice leaves the circles as handling it once did")
  func withdrawalHandlerIsIdempotent() async throws {
    let circles = InMemoryCircleRepository(
      [
        try makeCircle("c-1", named: "chess", members: ["user-9", "dave", "erin"]),
        try makeCircle("c-2", named: "solo", members: ["user-9"]),
      ])
    let handler = RemoveWithdrawnMemberships(
      circles: circles, invitations: InMemoryCircleInvitationRepository(circles: circles))
    var user = try Fixtures.user("user-9", named: "bob")
    user.withdraw(at: Fixtures.instant(5))
    let event = UserOutboxEvent(position: 1, event: try #require(user.recordedEvents.first))

    try await handler.handle(event)
    let once = await circles.findAll()
    try await handler.handle(event)

    #expect(await circles.findAll() == once)
    #expect(once.map(\.owner.value) == ["dave"])
  }

  @Test("the withdrawal succeeds when the follow-up fails; the next delivery completes it")
  func useCaseDoesNotWaitForFollowUp() async throws {
    let users = InMemoryUserRepository()
    let circles = InMemoryCircleRepository(
      [
        try makeCircle("c-1", named: "chess", members: ["owner", "user-9"])
      ])
    let failing = RecordingHandler()
    let relay = UserEventRelay(
      outbox: users,
      handlers: [
        failing,
        RemoveWithdrawnMemberships(
          circles: circles, invitations: InMemoryCircleInvitationRepository(circles: circles)),
      ])
    let withdrawal = WithdrawUserUseCase(
      users: users, beginUnitOfWork: { users.beginUnitOfWork() }, now: fixedNow)
    try await users.save(try Fixtures.user("user-9", named: "bob"))
    await failing.fail(times: 1)

    _ = try await withdrawal.execute(WithdrawUserCommand(id: "user-9"))
    await #expect(throws: EventDeliveryError.self) { try await relay.deliverPending() }
    #expect(await users.find(id: try UserId("user-9")) == nil)
    #expect(await circles.find(id: try CircleId("c-1"))?.members.count == 2)

    try await relay.deliverPending()
    #expect(await circles.find(id: try CircleId("c-1"))?.members.map(\.value) == ["owner"])
  }

  @Test("a rename records UserRenamed; a taken name is refused and records nothing")
  func renameThroughTheService() async throws {
    let world = try World()
    try await world.run { try await world.service.register(RegisterUserCommand(name: "alice")) }
    try await world.run { try await world.service.register(RegisterUserCommand(name: "bob")) }

    try await world.run {
      try await world.service.update(UpdateUserCommand(id: "user-2", name: "robert"))
    }
    await #expect(throws: UserApplicationError.duplicateName("alice")) {
      try await world.run {
        try await world.service.update(UpdateUserCommand(id: "user-2", name: "alice"))
      }
    }

    #expect(await world.users.find(id: try UserId("user-2"))?.name.value == "robert")
    let renames = await world.log.handled.filter {
      if case .renamed = $0.event { return true } else { return false }
    }
    #expect(renames.count == 1)
  }

  @Test("a registration under a taken name is refused, stores nothing and welcomes nobody")
  func duplicateRegistration() async throws {
    let world = try World()
    try await world.run { try await world.service.register(RegisterUserCommand(name: "alice")) }

    await #expect(throws: UserApplicationError.duplicateName("alice")) {
      try await world.run {
        try await world.service.register(RegisterUserCommand(name: "alice"))
      }
    }

    #expect(await world.users.findAll().count == 1)
    #expect(await world.notifier.sent.count == 1)
  }
}
