// Chapter 8 — Integrity (IN-1 … IN-5), an annotated example. Docs/08-integrity.md
//
// Run it with `swift run integrity`. Two registrations of one name race; a repository with no
// rule of its own lets both win, the workshop's repositories let one. Two screens edit one user;
// the second is told "changed elsewhere". A withdrawal moves the user to the archive in one
// unit of work, and only afterwards do the circles they were in change, each on its own
// (run by hand here; chapter 9 runs it from the withdrawal's event).
// Everything runs in memory except the last step, on files in a temp folder, removed.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Entities
import ExampleStory
import Foundation
import Integrity
import Persistence
import Presentation
import Repositories
import ValueObjects

/// A repository as chapter 4 first wrote it: no rule of its own, so a name can be saved twice.
actor UnguardedStore: UserRepository {
  private var users: [UserId: User] = [:]
  func save(_ user: User) { users[user.id] = user }
  func find(id: UserId) -> User? { users[id] }
  func find(name: UserName) -> User? { users.values.first { $0.name == name } }
  func findAll() -> [User] { users.values.sorted { $0.precedes($1) } }
  func delete(_ user: User) { users[user.id] = nil }
}

/// Both registrations check before either saves: the pause between check and save, made
/// to happen every time (the workshop's tests use the same kind of gate).
actor CheckGate: UserRepository {
  let store: any UserRepository
  private var waiting: CheckedContinuation<Void, Never>?
  init(_ store: any UserRepository) { self.store = store }
  func find(name: UserName) async throws -> User? {
    let answer = try await store.find(name: name)
    if let other = waiting {
      waiting = nil
      other.resume()
    } else {
      await withCheckedContinuation { waiting = $0 }
    }
    return answer
  }
  func save(_ user: User) async throws { try await store.save(user) }
  func find(id: UserId) async throws -> User? { try await store.find(id: id) }
  func findAll() async throws -> [User] { try await store.findAll() }
  func delete(_ user: User) async throws { try await store.delete(user) }
}

/// Registers one name twice at once over `store`; prints each outcome and what is stored.
func race(over store: any UserRepository) async throws {
  let service = UserApplicationService(
    repository: CheckGate(store), idGenerator: try SequentialUserIdGenerator(),
    now: { Date(timeIntervalSince1970: 1_700_000_000) })
  async let first = outcome { try await service.register(RegisterUserCommand(name: "김철수")) }
  async let second = outcome { try await service.register(RegisterUserCommand(name: "김철수")) }
  for line in await [first, second].sorted() { print("  \(line)") }
  print("  users named 김철수 stored: \(try await store.findAll().count)")
}

/// What a profile screen shows, in one line.
@MainActor
func describe(_ state: UserProfileViewModel.State) -> String {
  switch state {
  case .changedElsewhere(let message): return "\"\(message)\""
  case .loaded(let profile): return "\(profile.name), \"\(profile.statusMessage)\""
  default: return "\(state)"
  }
}

func outcome(_ register: () async throws -> UserData) async -> String {
  do { return "✔ registered \(try await register().name)" } catch { return "✘ \(error)" }
}

let start = Date(timeIntervalSince1970: 1_700_000_000)
let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("dddworkshop-integrity-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }

do {
  step("IN-1 Check-then-act: over a store with no rule of its own, both registrations win")
  try await race(over: UnguardedStore())

  step("IN-2 The same race over the workshop's store: the store refuses the second save")
  try await race(over: InMemoryUserRepository())

  // IN-3 and IN-5: one transaction changes one aggregate; the circles change afterwards.
  step("IN-3 A withdrawal is one unit of work: the user leaves the users, joins the archive")
  let store = try FileUserRepository(directory: folder)
  for (id, name) in [("kim", "김철수"), ("park", "박영희"), ("lee", "이민수")] {
    try await store.save(User(id: try UserId(id), name: try UserName(name), createdAt: start))
  }
  let circles = try FileCircleRepository(directory: folder)
  let invitations = try FileCircleInvitationRepository(directory: folder)
  var swift = Circle(
    id: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: try UserId("kim"),
    createdAt: start)
  try swift.join(try UserId("park"), at: start)
  try swift.join(try UserId("lee"), at: start)
  try await circles.save(swift)
  try await circles.save(
    Circle(
      id: try CircleId("circle-2"), name: try CircleName("혼자 모임"), owner: try UserId("kim"),
      createdAt: start))
  let withdrawal = WithdrawUserUseCase(
    users: store, beginUnitOfWork: { store.beginUnitOfWork() },
    now: { start.addingTimeInterval(60) })
  _ = try await withdrawal.execute(WithdrawUserCommand(id: "kim"))
  let journal = try String(contentsOf: store.journalURL, encoding: .utf8)
  let lastTransaction = journal.split(separator: "\n").suffix(4).map { $0.dropFirst(9).prefix(44) }
  print("  the journal's last transaction, one commit for all its changes:")
  for line in lastTransaction { print("    \(line)…") }
  print(
    "  kim stored: \(try await store.find(id: UserId("kim")) != nil), archived: "
      + "\(try await store.findWithdrawnUser(id: UserId("kim")) != nil)")

  // IN-4: a profile screen remembers the version it showed and sends it with the change.
  step("IN-4 Two screens edit one user: the second is told it changed elsewhere")
  let users = InMemoryUserRepository()
  let service = UserApplicationService(
    repository: users, idGenerator: try SequentialUserIdGenerator(), now: { start })
  let kim = try await service.register(RegisterUserCommand(name: "김철수"))
  let screen = UserProfileViewModel(
    service: service,
    withdrawal: WithdrawUserUseCase(users: users, beginUnitOfWork: { users.beginUnitOfWork() }),
    timeZone: .gmt)
  await screen.load(id: kim.id)
  let other = try await service.update(UpdateUserCommand(id: kim.id, statusMessage: "busy"))
  print("  elsewhere: status → \"\(other.statusMessage)\", version \(other.version)")
  await screen.rename(to: "박영희")
  print("  this screen's rename → \(describe(screen.state))")
  await screen.load(id: kim.id)
  await screen.rename(to: "박영희")
  print("  after reloading, the same rename → \(describe(screen.state))")

  // IN-5: the follow-up runs after the commit, by hand here; chapter 9 runs it from the
  // UserWithdrew event the commit stored.
  step("IN-5 Afterwards, each circle in its own transaction")
  let followUp = MembershipCleanupPolicy(
    circles: circles, invitations: invitations, now: { start })
  let report = try await followUp.removeWithdrawnUser(try UserId("kim"))
  print("  passed on: \(report.passedOn.map { "\($0.key) → \($0.value)" })")
  print("  ended (nobody left): \(report.ended.map(\.value))")
  for circle in try await circles.findAll() {
    print(
      "  \(circle.id) \"\(circle.name)\", owner \(circle.owner), members \(circle.members.map(\.value))"
    )
  }
  let again = try await followUp.repairCircles(
    knownTo: ProfileUserLookup(UserApplicationService(repository: store)))
  print("  running the step again (the repair after a crash) changes nothing: \(again.isEmpty)")
} catch {
  print("unexpected: \(error)")
  exit(1)
}
