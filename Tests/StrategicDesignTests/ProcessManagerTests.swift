// Chapter 11 — Strategic design (SD-7): a policy and a process manager. The withdrawal's
// clean-up is a policy: it keeps no state, so a failed run is finished by running it again.
// Accepting an invitation eventually is a process manager: the invitation accepted alone,
// the join after it, a full circle compensated, a redelivery harmless, a restart resumed,
// a deadline kept. Beside it, chapter 8's one-commit accept, answered at once.
// Docs/11-strategic-design.md

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Foundation
import Integrity
import Persistence
import Specifications
import TestSupport
import Testing
import ValueObjects

/// A circle repository that fails the first save of one circle, as a disk or a network might, and
/// lets everything else through.
actor FailingOnceCircleRepository: CircleRepository {
  struct Down: Error {}
  private let store: InMemoryCircleRepository
  private let failing: CircleId
  private var failed = false

  init(store: InMemoryCircleRepository, failing: CircleId) {
    self.store = store
    self.failing = failing
  }

  func save(_ circle: Circle) async throws {
    if circle.id == failing && !failed {
      failed = true
      throw Down()
    }
    try await store.save(circle)
  }
  func find(id: CircleId) async -> Circle? { await store.find(id: id) }
  func find(name: CircleName) async -> Circle? { await store.find(name: name) }
  func findAll() async -> [Circle] { await store.findAll() }
  func findAll(satisfying specification: some Specification<Circle>) async -> [Circle] {
    await store.findAll(satisfying: specification)
  }
  func delete(_ circle: Circle) async throws { try await store.delete(circle) }
  func recordWithdrawal(of user: UserId) async { await store.recordWithdrawal(of: user) }
}

@Suite("The withdrawal's clean-up is a policy; accepting eventually is a process manager (SD-7)")
struct ProcessManagerTests {
  /// circle-1 owned by kim with park and lee; circle-2 owned by lee with park.
  static func circles() throws -> [Circle] {
    var first = Circle(
      id: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: try UserId("kim"),
      createdAt: Fixtures.epoch)
    try first.join(try UserId("park"), at: Fixtures.instant(1))
    try first.join(try UserId("lee"), at: Fixtures.instant(2))
    var second = Circle(
      id: try CircleId("circle-2"), name: try CircleName("iOS 모임"), owner: try UserId("lee"),
      createdAt: Fixtures.instant(3))
    try second.join(try UserId("park"), at: Fixtures.instant(4))
    return [first, second]
  }

  // region: cleanupResumes
  @Test(
    "the clean-up policy keeps no state of its own: a run stopped by a failed step leaves the rest naming the user, and the next run finishes only the rest"
  )
  func cleanupResumes() async throws {
    // Given: park withdrew; their two circles; a repository that fails circle-2's first save.
    let store = InMemoryCircleRepository(
      try Self.circles())
    let flaky = FailingOnceCircleRepository(store: store, failing: try CircleId("circle-2"))
    let invitations = InMemoryCircleInvitationRepository(circles: store)
    let park = try UserId("park")

    // When: the first run stops at circle-2; the next run (a redelivery, a restart) goes again.
    await #expect(throws: MembershipCleanupPolicy.Failure.self) {
      try await MembershipCleanupPolicy(circles: flaky, invitations: invitations)
        .removeWithdrawnUser(park)
    }
    let stopped = await store.findAll().filter { $0.hasMember(park) }.map(\.id.value)
    let report = try await MembershipCleanupPolicy(circles: flaky, invitations: invitations)
      .removeWithdrawnUser(park)

    // Then: the work left was circle-2 alone, and only circle-2 changed on the second run.
    #expect(stopped == ["circle-2"])
    #expect(report.left.map(\.value) == ["circle-2"])
    #expect(await store.findAll().allSatisfy { !$0.hasMember(park) })
  }
  // endregion
}

/// The circle context over in-memory repositories: kim owns circle-1; park, lee and 29 more users.
private struct InvitationWorld {
  let circles: InMemoryCircleRepository
  let invitations: InMemoryCircleInvitationRepository
  let users: InMemoryUserRepository
  let service: CircleApplicationService
  let flow: CircleInvitationApplicationService
  let processes = InMemoryInvitationProcessStore()
  let circleId: String

  init() async throws {
    users = try Fixtures.userStore(["kim", "park", "lee"] + (1...29).map { "user-\($0)" })
    let circles = InMemoryCircleRepository()
    self.circles = circles
    invitations = InMemoryCircleInvitationRepository(circles: circles)
    let factory = DeterministicCircleFactory(startingAt: Fixtures.epoch)
    service = CircleApplicationService(
      circles: circles, users: ProfileUserLookup(UserApplicationService(repository: users)),
      factory: factory)
    flow = CircleInvitationApplicationService(
      circles: circles, invitations: invitations,
      users: ProfileUserLookup(UserApplicationService(repository: users)),
      beginUnitOfWork: { circles.beginUnitOfWork() }, factory: factory)
    circleId = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임")).id
  }

  /// A process manager over this world's process store, its joins sent through `circles`
  /// (a failing store, say) and its clock at `now`.
  func manager(
    circles: (any CircleRepository)? = nil, now: Date = Fixtures.instant(60)
  ) -> InvitationAcceptanceProcessManager {
    let service = CircleApplicationService(
      circles: circles ?? self.circles,
      users: ProfileUserLookup(UserApplicationService(repository: users)))
    return InvitationAcceptanceProcessManager(
      circles: service, invitations: invitations, processes: processes, deadline: 3600,
      now: { now })
  }

  /// kim invites park, and park accepts: the invitation alone changes.
  func parkAccepts() async throws -> InvitationAccepted {
    let sent = try await flow.invite(
      InviteToCircleCommand(circleId: circleId, inviterId: "kim", inviteeId: "park"))
    return try await flow.acceptInvitation(AcceptInvitationCommand(invitationId: sent.id))
  }

  /// Fills circle-1 with 29 more users: 30 members, its limit.
  func fill() async throws {
    for number in 1...29 {
      _ = try await service.join(JoinCircleCommand(circleId: circleId, userId: "user-\(number)"))
    }
  }

  /// circle-1's member ids, as stored.
  func members() async throws -> [String] {
    try #require(await circles.find(id: try CircleId(circleId))).members.map(\.value)
  }
}

extension ProcessManagerTests {
  // region: joinedEventually
  @Test(
    "accepting changes the invitation alone, open to accepted under its own version; the process manager's join then makes the invitee a member"
  )
  func joinedEventually() async throws {
    // Given: kim invited park, and park accepted.
    let world = try await InvitationWorld()
    let accepted = try await world.parkAccepts()

    // Then, before the process manager runs: the invitation is accepted, park not yet a member.
    let stored = try #require(await world.invitations.find(id: accepted.invitation))
    #expect(stored.answer == .accepted(at: accepted.occurredAt) && stored.version == 1)
    #expect(try await world.members() == ["kim"])

    // When: the process manager reacts to InvitationAccepted.
    let process = try await world.manager().handle(accepted)

    // Then: park joined, in a transaction of its own, and the process is finished.
    #expect(process.stage == .joined)
    #expect(try await world.members() == ["kim", "park"])
  }
  // endregion

  // region: compensatedWhenFull
  @Test(
    "a full circle is compensated: the accepted invitation is voided with the reason, recorded as InvitationVoided, and the invitee is not a member"
  )
  func compensatedWhenFull() async throws {
    // Given: park accepted; meanwhile 29 users joined, so circle-1 is full.
    let world = try await InvitationWorld()
    let accepted = try await world.parkAccepts()
    try await world.fill()

    // When: the process manager tries the join.
    let process = try await world.manager().handle(accepted)

    // Then: the join was refused, and the invitation voided: the compensating step.
    guard case .voided(let fact) = process.stage else {
      Issue.record("not compensated: \(process.stage)")
      return
    }
    #expect(fact.reason == .circleFull(limit: 30))
    let stored = try #require(await world.invitations.find(id: accepted.invitation))
    #expect(stored.answer == .void(.circleFull(limit: 30), at: Fixtures.instant(60)))
    #expect(try await !world.members().contains("park"))
  }
  // endregion

  @Test(
    "an InvitationAccepted delivered twice is harmless: the invitee joins once and the second delivery finds the process finished"
  )
  func acceptedTwice() async throws {
    let world = try await InvitationWorld()
    let accepted = try await world.parkAccepts()

    let first = try await world.manager().handle(accepted)
    let second = try await world.manager().handle(accepted)

    #expect(first == second && second.stage == .joined)
    #expect(try await world.members() == ["kim", "park"])
    #expect(await world.circles.find(id: try CircleId(world.circleId))?.version == 2)
  }

  // region: resumesAfterRestart
  @Test(
    "the process manager resumes after a restart: a join stopped by a failed store stays joining in the process store, and a new process manager finishes it"
  )
  func resumesAfterRestart() async throws {
    // Given: park accepted; the circle repository fails circle-1's next save.
    let world = try await InvitationWorld()
    let accepted = try await world.parkAccepts()
    let flaky = FailingOnceCircleRepository(
      store: world.circles, failing: try CircleId(world.circleId))

    // When: the join fails (the process manager stops there), and a new one resumes.
    await #expect(throws: CircleApplicationError.self) {
      try await world.manager(circles: flaky).handle(accepted)
    }
    let waiting = await world.processes.unfinished()
    let resumed = try await world.manager().resume()

    // Then: the process had waited, joining; the new process manager finished it.
    #expect(waiting.map(\.stage) == [.joining])
    #expect(resumed.map(\.stage) == [.joined])
    #expect(try await world.members() == ["kim", "park"])
  }
  // endregion

  @Test(
    "a join that has not happened by the deadline times out: the invitation is voided as timed out and the process finished"
  )
  func timesOut() async throws {
    let world = try await InvitationWorld()
    let accepted = try await world.parkAccepts()
    let flaky = FailingOnceCircleRepository(
      store: world.circles, failing: try CircleId(world.circleId))
    _ = try? await world.manager(circles: flaky).handle(accepted)

    let late = world.manager(now: accepted.occurredAt.addingTimeInterval(2 * 3600))
    let voided = try await late.timeOut()

    #expect(voided.map(\.id) == [accepted.invitation])
    let stored = try #require(await world.invitations.find(id: accepted.invitation))
    #expect(stored.answer == .void(.timedOut, at: accepted.occurredAt.addingTimeInterval(7200)))
    #expect(await world.processes.unfinished().isEmpty)
  }

  @Test(
    "an answer saved from a copy the invitation moved on from is refused: the invitation changes under its own version"
  )
  func staleAnswerRefused() async throws {
    let world = try await InvitationWorld()
    let sent = try await world.flow.invite(
      InviteToCircleCommand(circleId: world.circleId, inviterId: "kim", inviteeId: "park"))
    let open = try #require(await world.invitations.find(id: try CircleInvitationId(sent.id)))

    try await world.invitations.save(try open.accepting(at: Fixtures.instant(1)).0)
    await #expect(throws: CircleInvitationConflict.ended(open.id)) {
      try await world.invitations.save(try open.accepting(at: Fixtures.instant(2)).0)
    }
  }

  // region: acceptTwice
  @Test(
    "the one-commit accept delivered twice is harmless: the invitee joins once and the second accept finds the invitation ended"
  )
  func acceptTwice() async throws {
    // Given: kim invited park.
    let world = try await InvitationWorld()
    let sent = try await world.flow.invite(
      InviteToCircleCommand(circleId: world.circleId, inviterId: "kim", inviteeId: "park"))

    // When: park's accept arrives twice (a double tap, a retried request).
    _ = try await world.flow.accept(AcceptInvitationCommand(invitationId: sent.id))
    await #expect(throws: CircleApplicationError.invitationNotFound(id: sent.id)) {
      try await world.flow.accept(AcceptInvitationCommand(invitationId: sent.id))
    }

    // Then: park is a member once, and the circle was saved once.
    #expect(try await world.members() == ["kim", "park"])
    #expect(await world.circles.find(id: try CircleId(world.circleId))?.version == 2)
  }
  // endregion

  // region: acceptResumes
  @Test(
    "the one-commit accept answers at once: refused by a full circle, the invitation stays open and is accepted once a member left"
  )
  func acceptResumes() async throws {
    // Given: kim invited park, then 29 users joined, so circle-1 is full.
    let world = try await InvitationWorld()
    let sent = try await world.flow.invite(
      InviteToCircleCommand(circleId: world.circleId, inviterId: "kim", inviteeId: "park"))
    try await world.fill()

    // When: park accepts, is told at once; a member leaves; park accepts again.
    await #expect(throws: CircleApplicationError.full(limit: 30)) {
      try await world.flow.accept(AcceptInvitationCommand(invitationId: sent.id))
    }
    let kept = try await world.flow.listAll()
    _ = try await world.service.leave(
      LeaveCircleCommand(circleId: world.circleId, userId: "user-1"))
    let joined = try await world.flow.accept(AcceptInvitationCommand(invitationId: sent.id))

    // Then: the invitation waited, open, and ended with the join.
    #expect(kept == [sent])
    #expect(joined.memberIds.last == "park")
    #expect(try await world.flow.listAll().isEmpty)
  }
  // endregion
}
