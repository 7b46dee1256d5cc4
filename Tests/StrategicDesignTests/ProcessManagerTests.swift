// Chapter 11 — Strategic design (SD-7): the withdrawal's clean-up and the invitation flow,
// read as process managers: the state each keeps, that a message handled twice is harmless,
// and that a step that failed is resumed by running it again. Docs/11-strategic-design.md
//
// What chapters 7–9 already state is not repeated here: a clean-up run twice changes
// nothing (IntegrityTests), an undelivered withdrawal finishes on the next delivery
// (EventsAndQueriesTests), an accept racing a decline ends the invitation once (IntegrityTests).

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

/// A circle store that fails the first save of one circle, as a disk or a network might, and
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

@Suite("The withdrawal's clean-up and the invitation flow are process managers (SD-7)")
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
    "the clean-up keeps no state of its own: a run stopped by a failed step leaves the rest naming the user, and the next run finishes only the rest"
  )
  func cleanupResumes() async throws {
    // Given: park withdrew; their two circles; a store that fails circle-2's first save.
    let store = InMemoryCircleRepository(
      try Self.circles())
    let flaky = FailingOnceCircleRepository(store: store, failing: try CircleId("circle-2"))
    let invitations = InMemoryCircleInvitationRepository(circles: store)
    let park = try UserId("park")

    // When: the first run stops at circle-2; the next run (a redelivery, a restart) goes again.
    await #expect(throws: MembershipCleanupProcessManager.Failure.self) {
      try await MembershipCleanupProcessManager(circles: flaky, invitations: invitations)
        .removeWithdrawnUser(park)
    }
    let stopped = await store.findAll().filter { $0.hasMember(park) }.map(\.id.value)
    let report = try await MembershipCleanupProcessManager(circles: flaky, invitations: invitations)
      .removeWithdrawnUser(park)

    // Then: the work left was circle-2 alone, and only circle-2 changed on the second run.
    #expect(stopped == ["circle-2"])
    #expect(report.left.map(\.value) == ["circle-2"])
    #expect(await store.findAll().allSatisfy { !$0.hasMember(park) })
  }
  // endregion
}

/// The circle context over in-memory stores: kim owns circle-1, 29 more users, park and lee.
private struct InvitationWorld {
  let circles: InMemoryCircleRepository
  let invitations: InMemoryCircleInvitationRepository
  let users: InMemoryUserRepository
  let service: CircleApplicationService
  let flow: CircleInvitationProcessManager
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
    flow = CircleInvitationProcessManager(
      circles: circles, invitations: invitations,
      users: ProfileUserLookup(UserApplicationService(repository: users)),
      beginUnitOfWork: { circles.beginUnitOfWork() }, factory: factory)
    circleId = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임")).id
  }

  /// circle-1's member ids, as stored.
  func members() async throws -> [String] {
    try #require(await circles.find(id: try CircleId(circleId))).members.map(\.value)
  }
}

extension ProcessManagerTests {
  // region: acceptTwice
  @Test(
    "an accept delivered twice is harmless: the invitee joins once and the second accept finds the process ended"
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
    "the invitation flow's state is the open invitation: an accept refused by a full circle succeeds from the same invitation once a member left"
  )
  func acceptResumes() async throws {
    // Given: kim invited park, then 29 users joined, so circle-1 is full.
    let world = try await InvitationWorld()
    let sent = try await world.flow.invite(
      InviteToCircleCommand(circleId: world.circleId, inviterId: "kim", inviteeId: "park"))
    for number in 1...29 {
      _ = try await world.service.join(
        JoinCircleCommand(circleId: world.circleId, userId: "user-\(number)"))
    }

    // When: park accepts, is refused; a member leaves; park accepts again.
    await #expect(throws: CircleApplicationError.full(limit: 30)) {
      try await world.flow.accept(AcceptInvitationCommand(invitationId: sent.id))
    }
    let kept = try await world.flow.listAll()
    _ = try await world.service.leave(
      LeaveCircleCommand(circleId: world.circleId, userId: "user-1"))
    let joined = try await world.flow.accept(AcceptInvitationCommand(invitationId: sent.id))

    // Then: the process waited in its stored state, and ended when the step succeeded.
    #expect(kept == [sent])
    #expect(joined.memberIds.last == "park")
    #expect(try await world.flow.listAll().isEmpty)
  }
  // endregion

  @Test(
    "the invitation flow survives a restart: a process manager over the reopened stores accepts an invitation sent before it"
  )
  func acceptAfterRestart() async throws {
    try await withTemporaryDirectory { directory in
      // Given: kim invited park, through stores on disk, and the process ended there.
      try await Fixtures.registerUsers(["kim", "park"], in: directory)
      let sent = try await Self.flow(in: directory).invite(
        InviteToCircleCommand(circleId: "circle-1", inviterId: "kim", inviteeId: "park"))

      // When: a new process manager over freshly opened stores takes park's accept.
      let joined = try await Self.flow(in: directory).accept(
        AcceptInvitationCommand(invitationId: sent.id))

      // Then: the invitation read from disk was the whole state the process needed.
      #expect(joined.memberIds == ["kim", "park"])
      #expect(try await Self.flow(in: directory).listAll().isEmpty)
    }
  }

  /// The invitation flow over the file stores in `directory`, opened afresh; circle-1 owned
  /// by kim is created the first time.
  static func flow(in directory: URL) async throws -> CircleInvitationProcessManager {
    let users = try FileUserRepository(directory: directory)
    let circles = try FileCircleRepository(directory: directory)
    if try await circles.find(id: try CircleId("circle-1")) == nil {
      try await circles.save(
        Circle(
          id: try CircleId("circle-1"), name: try CircleName("Swift 모임"),
          owner: try UserId("kim"), createdAt: Fixtures.epoch))
    }
    return CircleInvitationProcessManager(
      circles: circles, invitations: try FileCircleInvitationRepository(directory: directory),
      users: ProfileUserLookup(UserApplicationService(repository: users)),
      beginUnitOfWork: { circles.beginUnitOfWork() },
      factory: DeterministicCircleFactory(startingAt: Fixtures.epoch))
  }
}
