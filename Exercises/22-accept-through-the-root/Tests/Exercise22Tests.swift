// Exercise 22: Accept every invitation through each root — the rules your code must keep.

import Aggregates
import CirclePersistence
import Entities
import EventAndQueryAdapters
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
  func recordWithdrawal(of user: UserId) async { await inner.recordWithdrawal(of: user) }
}

/// A circle `id` named after it with `count` members (owner, member-1, …), restored as a
/// store would.
private func circle(_ id: String, members count: Int) throws -> Circle {
  try Circle(
    restoring: try CircleId(id), name: try CircleName(id), owner: try UserId("owner"),
    members: try [UserId("owner")] + (1..<max(count, 1)).map { try UserId("member-\($0)") },
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

/// The users: the owner, member-1 … member-49, the guest and another user (a circle store
/// lets in only users).
private func people() throws -> InMemoryUserRepository {
  InMemoryUserRepository(
    try (["owner", "guest", "other"] + (1..<50).map { "member-\($0)" }).map { id in
      User(
        id: try UserId(id), name: try UserName("@" + id),
        createdAt: Date(timeIntervalSince1970: 1_700_000_000))
    })
}

/// The `number`-th invitation, sent by the owner of `circle` to `invitee`; a higher number
/// is sent later.
private func invitation(
  _ number: Int, to circle: Circle, for invitee: String = "guest"
) throws -> CircleInvitation {
  try CircleInvitation(
    id: try CircleInvitationId("invitation-\(number)"), circle: circle,
    inviter: try UserId("owner"), invitee: try UserId(invitee),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(number)))
}

/// The guest: the invitee of every test.
private func guest() throws -> UserId { try UserId("guest") }

/// The instant the use case's clock gives: a join happens at it.
private let joinedAt = Date(timeIntervalSince1970: 1_700_000_600)

/// The stores holding `held` circles and `sent` invitations, and the use case over them.
private func setUp(
  _ held: [Circle], _ sent: [CircleInvitation], premium: Int = 0
) throws -> (InMemoryCircleRepository, InMemoryCircleInvitationRepository, InvitationAcceptance) {
  let circles = InMemoryCircleRepository(held, invitations: sent)
  let invitations = InMemoryCircleInvitationRepository(circles: circles)
  let acceptance = InvitationAcceptance(
    circles: circles, invitations: invitations, premiumMembers: PremiumCount(count: premium),
    now: { joinedAt })
  return (circles, invitations, acceptance)
}

@Suite("Exercise 22: Accept every invitation through each root")
struct Exercise22Tests {
  @Test("accepting makes the invitee a member of every inviting circle and ends each invitation")
  func acceptAll() async throws {
    let (books, chess) = (try circle("books", members: 3), try circle("chess", members: 5))
    let sent = [try invitation(1, to: books), try invitation(2, to: chess)]
    let (circles, invitations, acceptance) = try setUp([books, chess], sent)

    let joined = try await acceptance.acceptAll(for: try guest())

    #expect(joined == [books.id, chess.id])
    #expect(try await circles.find(id: books.id)?.members.last == guest())
    #expect(try await circles.find(id: chess.id)?.members.last == guest())
    #expect(await invitations.findAll().isEmpty)
  }

  @Test("each join goes through the circle's root: MemberJoined, at the clock's instant, stored")
  func recordsEachJoin() async throws {
    let (books, chess) = (try circle("books", members: 3), try circle("chess", members: 5))
    let sent = [try invitation(1, to: books), try invitation(2, to: chess)]
    let (circles, _, acceptance) = try setUp([books, chess], sent)

    _ = try await acceptance.acceptAll(for: try guest())

    let stored = await circles.undeliveredEvents(limit: 10).map(\.event)
    let joins = stored.compactMap { event -> MemberJoined? in
      guard case .memberJoined(let joined) = event else { return nil }
      return joined
    }
    #expect(joins.count == 2 && stored.count == 2, "expected two MemberJoined, got \(stored)")
    #expect(joins.map(\.circle) == [books.id, chess.id])
    #expect(joins.allSatisfy { $0.member == (try? guest()) && $0.occurredAt == joinedAt })
  }

  @Test("a full circle refuses through its root and keeps its invitation; the others still join")
  func fullCircleDoesNotStopTheOthers() async throws {
    let (full, chess) = (try circle("full", members: 30), try circle("chess", members: 5))
    let sent = [try invitation(1, to: full), try invitation(2, to: chess)]
    let (circles, invitations, acceptance) = try setUp([full, chess], sent)

    let joined = try await acceptance.acceptAll(for: try guest())

    #expect(joined == [chess.id])
    #expect(await circles.find(id: full.id) == full)
    #expect(await invitations.findAll() == [sent[0]])
  }

  @Test("each circle gets its own limit: more than 10 premium members let the invitee in as 31st")
  func premiumLimit() async throws {
    let big = try circle("big", members: 30)
    let (circles, _, acceptance) = try setUp([big], [try invitation(1, to: big)], premium: 11)

    #expect(try await acceptance.acceptAll(for: try guest()) == [big.id])
    #expect(await circles.find(id: big.id)?.members.count == 31)
  }

  @Test("at 50 members even a premium circle refuses, and its invitation stays open")
  func premiumFull() async throws {
    let huge = try circle("huge", members: 50)
    let sent = [try invitation(1, to: huge)]
    let (_, invitations, acceptance) = try setUp([huge], sent, premium: 20)

    #expect(try await acceptance.acceptAll(for: try guest()).isEmpty)
    #expect(await invitations.findAll() == sent)
  }

  @Test("only the invitee's own invitations are accepted: another user's stay open")
  func onlyTheirOwn() async throws {
    let books = try circle("books", members: 3)
    let mine = try invitation(1, to: books)
    let theirs = try invitation(2, to: books, for: "other")
    let (circles, invitations, acceptance) = try setUp([books], [mine, theirs])

    #expect(try await acceptance.acceptAll(for: try guest()) == [books.id])
    #expect(await circles.find(id: books.id)?.hasMember(try UserId("other")) == false)
    #expect(await invitations.findAll() == [theirs])
  }

  @Test("when saving a circle fails, its invitation is not ended")
  func saveFirst() async throws {
    let books = try circle("books", members: 3)
    let sent = try invitation(1, to: books)
    let inner = InMemoryCircleRepository([books], invitations: [sent])
    let invitations = InMemoryCircleInvitationRepository(circles: inner)
    let acceptance = InvitationAcceptance(
      circles: FailingCircles(inner: inner), invitations: invitations,
      premiumMembers: PremiumCount(count: 0))

    await #expect(throws: FailingCircles.DiskFull.self) {
      try await acceptance.acceptAll(for: try guest())
    }
    #expect(await invitations.findAll() == [sent])
  }

  @Test("an invitation whose circle is gone is skipped; the others are still accepted")
  func goneCircleSkipped() async throws {
    let gone = try circle("gone", members: 3)
    let chess = try circle("chess", members: 5)
    // A store still holding the invitation of a circle it no longer has (deleting a circle
    // ends its invitations, so this store is made that way).
    let sent = [try invitation(1, to: gone), try invitation(2, to: chess)]
    let (circles, _, acceptance) = try setUp([chess], sent)

    #expect(try await acceptance.acceptAll(for: try guest()) == [chess.id])
    #expect(await circles.find(id: chess.id)?.hasMember(try guest()) == true)
  }

  @Test("a user with no open invitation joins nothing")
  func nothingToAccept() async throws {
    let books = try circle("books", members: 3)
    let (circles, _, acceptance) = try setUp([books], [])

    #expect(try await acceptance.acceptAll(for: try guest()).isEmpty)
    #expect(await circles.find(id: books.id) == books)
  }
}
