// Exercise 22: Accept an invitation through the root — the rules your code must keep.

import Aggregates
import CirclePersistence
import Entities
import Foundation
import Persistence
import Specifications
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise22Solution
#else
  import Exercise22
#endif

/// A fixed number of premium members, whoever is asked about.
private struct PremiumCount: PremiumMemberCounter {
  let count: Int
  func countPremiumMembers(among members: [UserId]) async throws -> Int {
    min(count, members.count)
  }
}

/// A circle store whose saves fail: the disk is full.
private struct FailingCircles: CircleRepository {
  let inner: InMemoryCircleRepository
  struct DiskFull: Error {}
  func save(_ circle: Circle) async throws { throw DiskFull() }
  func find(id: CircleId) async throws -> Circle? { await inner.find(id: id) }
  func find(name: CircleName) async throws -> Circle? { await inner.find(name: name) }
  func findAll() async throws -> [Circle] { await inner.findAll() }
  func findAll(satisfying specification: some Specification<Circle>) async throws -> [Circle] {
    await inner.findAll(satisfying: specification)
  }
  func delete(_ circle: Circle) async throws { try await inner.delete(circle) }
}

/// A circle with `count` members (owner, member-1, …), restored as a store would.
private func circle(members count: Int) throws -> Circle {
  try Circle(
    restoring: try CircleId("circle-1"), name: try CircleName("book club"),
    owner: try UserId("owner"),
    members: try [UserId("owner")] + (1..<max(count, 1)).map { try UserId("member-\($0)") },
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

/// The users: the owner, member-1 … member-49 and the guest (a circle store lets in only
/// users).
private func people() throws -> InMemoryUserRepository {
  InMemoryUserRepository(
    try (["owner", "guest"] + (1..<50).map { "member-\($0)" }).map { id in
      User(
        id: try UserId(id), name: try UserName("@" + id),
        createdAt: Date(timeIntervalSince1970: 1_700_000_000))
    })
}

/// `guest`'s invitation to `circle`, sent by its owner.
private func invitation(to circle: Circle) throws -> CircleInvitation {
  try CircleInvitation(
    id: try CircleInvitationId("invitation-1"), circle: circle, inviter: try UserId("owner"),
    invitee: try UserId("guest"), createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

/// The instant the use case's clock gives: a join happens at it.
private let joinedAt = Date(timeIntervalSince1970: 1_700_000_600)

/// The stores holding `circle` and an invitation to it, and the use case over them.
private func setUp(_ circle: Circle, premium: Int = 0) throws -> (
  InMemoryCircleRepository, InMemoryCircleInvitationRepository, InvitationAcceptance,
  CircleInvitation
) {
  let sent = try invitation(to: circle)
  let circles = InMemoryCircleRepository([circle], invitations: [sent], users: try people())
  let invitations = InMemoryCircleInvitationRepository(circles: circles)
  let acceptance = InvitationAcceptance(
    circles: circles, invitations: invitations, premiumMembers: PremiumCount(count: premium),
    now: { joinedAt })
  return (circles, invitations, acceptance, sent)
}

@Suite("Exercise 22: Accept an invitation through the root")
struct Exercise22Tests {
  @Test("accepting makes the invitee a member, saves the circle and ends the invitation")
  func accept() async throws {
    let (circles, invitations, acceptance, sent) = try setUp(try circle(members: 3))

    let joined = try await acceptance.accept(sent.id)

    #expect(joined.members.last == sent.invitee)
    #expect(await circles.find(id: sent.circle)?.hasMember(sent.invitee) == true)
    #expect(await invitations.find(id: sent.id) == nil)
  }

  @Test("accepting records MemberJoined, stored with the circle: the owner can be told")
  func acceptRecordsTheJoin() async throws {
    let (circles, _, acceptance, sent) = try setUp(try circle(members: 3))

    _ = try await acceptance.accept(sent.id)

    let stored = await circles.undeliveredEvents(limit: 10).map(\.event)
    guard case .memberJoined(let joined) = stored.first, stored.count == 1 else {
      Issue.record("expected one MemberJoined, got \(stored)")
      return
    }
    #expect(joined.member == sent.invitee)
    #expect(joined.circle == sent.circle)
    #expect(joined.occurredAt == joinedAt)
  }

  @Test("the circle handed back is the one the store now holds, so the caller can change it again")
  func returnsTheSavedCopy() async throws {
    let (circles, _, acceptance, sent) = try setUp(try circle(members: 3))

    var joined = try await acceptance.accept(sent.id)

    let stored = try #require(await circles.find(id: sent.circle))
    #expect(joined.version == stored.version)
    #expect(joined.recordedEvents.isEmpty)
    // A copy one version behind would be refused here as stale.
    try joined.join(try UserId("member-40"), at: joinedAt)
    try await circles.save(joined)
    #expect(await circles.find(id: sent.circle)?.members.count == 5)
  }

  @Test("a full circle refuses through its root; nothing is saved and the invitation stays")
  func fullCircle() async throws {
    let full = try circle(members: 30)
    let (circles, invitations, acceptance, sent) = try setUp(full)

    await #expect(throws: Circle.MembershipError.full(limit: 30)) {
      try await acceptance.accept(sent.id)
    }
    #expect(await circles.find(id: full.id) == full)
    #expect(await invitations.find(id: sent.id) == sent)
  }

  @Test("with more than 10 premium members the rule's higher limit lets the 31st in")
  func premiumLimit() async throws {
    let (_, _, acceptance, sent) = try setUp(try circle(members: 30), premium: 11)
    #expect(try await acceptance.accept(sent.id).members.count == 31)
  }

  @Test("at 50 members even a premium circle refuses")
  func premiumFull() async throws {
    let (_, invitations, acceptance, sent) = try setUp(try circle(members: 50), premium: 20)
    await #expect(throws: Circle.MembershipError.full(limit: 50)) {
      try await acceptance.accept(sent.id)
    }
    #expect(await invitations.find(id: sent.id) == sent)
  }

  @Test("when saving the circle fails, the invitation is not ended")
  func saveFirst() async throws {
    let start = try circle(members: 3)
    let sent = try invitation(to: start)
    let inner = InMemoryCircleRepository([start], invitations: [sent], users: try people())
    let invitations = InMemoryCircleInvitationRepository(circles: inner)
    let acceptance = InvitationAcceptance(
      circles: FailingCircles(inner: inner), invitations: invitations,
      premiumMembers: PremiumCount(count: 0))

    await #expect(throws: FailingCircles.DiskFull.self) { try await acceptance.accept(sent.id) }
    #expect(await invitations.find(id: sent.id) == sent)
  }

  @Test("an unknown invitation, or one whose circle is gone, is refused by name")
  func missing() async throws {
    let (_, _, acceptance, sent) = try setUp(try circle(members: 3))
    let unknown = try CircleInvitationId("invitation-9")
    await #expect(throws: AcceptanceError.invitationNotFound(unknown)) {
      try await acceptance.accept(unknown)
    }
    // A store still holding the invitation of a circle it no longer has (deleting a circle
    // ends its invitations, so this store is made that way).
    let bare = InMemoryCircleRepository(invitations: [sent], users: try people())
    let orphaned = InvitationAcceptance(
      circles: bare, invitations: InMemoryCircleInvitationRepository(circles: bare),
      premiumMembers: PremiumCount(count: 0))
    await #expect(throws: AcceptanceError.circleNotFound(sent.circle)) {
      try await orphaned.accept(sent.id)
    }
  }
}
