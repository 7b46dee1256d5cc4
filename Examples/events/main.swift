// Chapter 9 — Domain events and the query side: an annotated example.
// Docs/09-events-and-queries.md
//
// Run it with `swift run events`. Users register, rename and withdraw; each change is
// stored with its event in one commit (the outbox), and a relay hands the events to
// handlers after the commit: a welcome through a notifier, and a withdrawn member's
// circles. A restart in the middle shows delivery resuming from what is stored. Then a
// query service pages through circles for a screen, by cursor. Clock and ids are fixed,
// so the story is the same on every run. The journals go to a temp folder, removed.

import Aggregates
import ApplicationServices
import CirclePersistence
import Entities
import EventAndQueryAdapters
import EventHandlers
import ExampleStory
import Foundation
import Persistence
import QueryServices
import Repositories
import ValueObjects

/// The example's notifier adapter: prints each message once per key.
actor ConsoleNotifier: Notifier {
  private var sentKeys: Set<String> = []

  func notify(_ user: UserId, message: String, deduplicationKey: String) {
    guard sentKeys.insert(deduplicationKey).inserted else {
      print("  (notifier) \(deduplicationKey) already sent; skipped")
      return
    }
    print("  (notifier) to \(user): \(message)")
  }
}

/// A handler that prints what it is handed, to make delivery visible.
struct PrintingHandler: UserEventHandler {
  func handle(_ event: UserOutboxEvent) async throws {
    print("  (relay) #\(event.position) \(describe(event.event))")
  }
}

/// A handler that keeps what it is handed, so the example can hand it all over again.
actor KeepingHandler: UserEventHandler {
  private(set) var kept: [UserOutboxEvent] = []

  func handle(_ event: UserOutboxEvent) { kept.append(event) }
}

/// One line for an event.
func describe(_ event: UserEvent) -> String {
  switch event {
  case .registered(let fact): return "UserRegistered \(fact.user) \"\(fact.name)\""
  case .renamed(let fact):
    return "UserRenamed \(fact.user) \"\(fact.previousName)\" → \"\(fact.name)\""
  case .statusMessageChanged(let fact):
    return "UserStatusMessageChanged \(fact.user) \"\(fact.statusMessage)\""
  case .upgraded(let fact): return "UserUpgraded \(fact.user)"
  case .downgraded(let fact): return "UserDowngraded \(fact.user)"
  case .withdrew(let fact): return "UserWithdrew \(fact.user)"
  }
}

let start = Date(timeIntervalSince1970: 1_700_000_000)
let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("dddworkshop-events-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }

do {
  step("EV-1 The aggregate states what happened, as it happens")
  var alice = User.register(id: try UserId("user-1"), name: try UserName("alice"), at: start)
  print("  registered → \(alice.recordedEvents.map(describe)) at \(start)")
  alice.changeName(to: try UserName("alicia"), at: start + 60)
  print("  renamed → \(alice.recordedEvents.dropFirst().map(describe))")
  alice.changeName(to: try UserName("alicia"), at: start + 61)
  print("  renamed to the same name → \(alice.recordedEvents.count) events still: no new one")

  step("EV-2 Stored with the change, delivered after the commit")
  let users = try FileUserRepository(directory: folder)
  try await users.save(alice)  // the user and the 2 events it recorded: one commit
  let bob = User.register(id: try UserId("user-2"), name: try UserName("bob"), at: start + 120)
  try await users.save(bob)
  let pending = try await users.undeliveredEvents(limit: 10)
  print("  committed 2 users; undelivered: \(pending.map { "#\($0.position)" })")
  print("  … the process stops here, before delivering (a crash, a deploy)")

  let restarted = try FileUserRepository(directory: folder)
  let relay = UserEventRelay(outbox: restarted, handlers: [PrintingHandler()])
  let delivered = try await relay.deliverPending()
  print("  after the restart the relay delivered \(delivered) events")
  print("  undelivered now: \(try await restarted.undeliveredEvents(limit: 10).count)")

  step("EV-3 Follow-up work in handlers: the use cases only record")
  let circles = InMemoryCircleRepository(
    [
      try Circle(
        restoring: try CircleId("circle-1"), name: try CircleName("chess club"),
        owner: bob.id, members: [bob.id, alice.id], createdAt: start),
      try Circle(
        restoring: try CircleId("circle-2"), name: try CircleName("bob's corner"),
        owner: bob.id, members: [bob.id], createdAt: start),
    ])
  let notifier = ConsoleNotifier()
  let keeper = KeepingHandler()
  let handlers: [any UserEventHandler] = [
    WelcomeNewUsers(notifier: notifier),
    RemoveWithdrawnMemberships(
      circles: circles, invitations: InMemoryCircleInvitationRepository(circles: circles)),
    keeper,
  ]
  // Chapter 5's use cases, unchanged in shape: they change the user, which records the
  // event, and commit both. They call no follow-up work and no relay: the composition
  // delivers after each command.
  let service = UserApplicationService(
    repository: restarted,
    idGenerator: try SequentialUserIdGenerator(prefix: "user", startingAt: 3),
    now: { start + 300 })
  let withdrawal = WithdrawUserUseCase(
    users: restarted, beginUnitOfWork: { restarted.beginUnitOfWork() }, now: { start + 360 })
  let followUp = UserEventRelay(outbox: restarted, handlers: handlers)
  print("  register carol:")
  let carol = try await service.register(RegisterUserCommand(name: "carol"))
  try await followUp.deliverPending()
  print("  registered \(carol.id) \(carol.name)")
  print("  withdraw user-2 (bob), who owns both circles:")
  _ = try await withdrawal.execute(WithdrawUserCommand(id: "user-2"))
  try await followUp.deliverPending()
  func showCircles() async {
    for circle in await circles.findAll() {
      print("    \(circle.id) \"\(circle.name)\": owner \(circle.owner), members \(circle.members)")
    }
  }
  await showCircles()
  print("  circle-2 had no one left, so it is gone")
  // At least once: after a crash between handling and the mark, every event comes again.
  print("  every event delivered a second time:")
  for event in await keeper.kept {
    for handler in handlers.dropLast() { try await handler.handle(event) }
  }
  await showCircles()

  step("QS-1 A query service pages circles for a screen, by cursor")
  let owners = InMemoryUserRepository([alice, try Fixture.user("user-9", "dana", start)])
  let listed = InMemoryCircleRepository(
    try ["golf", "anime", "baking", "darts", "chess", "esports", "fencing"].enumerated().map {
      index, name in
      try Circle(
        restoring: try CircleId("c-\(index)"), name: try CircleName(name),
        owner: index.isMultiple(of: 2) ? alice.id : try UserId("user-9"),
        members: index.isMultiple(of: 2) ? [alice.id] : [try UserId("user-9"), alice.id],
        createdAt: start)
    })
  let query = CircleListQueryService(
    circles: InMemoryCircleListing(circles: listed, users: owners))
  let first = try await query.page(size: 3)
  print(
    "  page 1: "
      + first.summaries.map { "\($0.name) (\($0.ownerName ?? "?"), \($0.memberCount))" }.joined(
        separator: ", "))
  try await listed.save(
    try Circle(
      restoring: try CircleId("c-7"), name: try CircleName("aikido"), owner: alice.id,
      members: [alice.id], createdAt: start))
  print("  meanwhile, \"aikido\" is created: it sorts before page 1's end")
  let second = try await query.page(after: first.next, size: 3)
  print("  page 2: " + second.summaries.map(\.name).joined(separator: ", "))
  print("  (an offset of 3 would have shown \"chess\" twice)")
  let third = try await query.page(after: second.next, size: 3)
  print(
    "  page 3: " + third.summaries.map(\.name).joined(separator: ", ")
      + "; next cursor: \(third.next == nil ? "none" : "some")")
} catch {
  print("✘ \(error)")
  exit(1)
}

/// Users with fixed ids for the example.
enum Fixture {
  static func user(_ id: String, _ name: String, _ createdAt: Date) throws -> User {
    User(id: try UserId(id), name: try UserName(name), createdAt: createdAt)
  }
}
