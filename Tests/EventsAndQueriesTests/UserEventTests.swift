// Chapter 9 — Domain events (EV-1). Docs/09-events-and-queries.md

import Aggregates
import Entities
import TestSupport
import Testing
import ValueObjects

@Suite("Aggregates record their events as part of the change (EV-1)")
struct UserEventTests {
  @Test(
    "registering makes the new user, which has recorded UserRegistered with its id, name and instant"
  )
  func registerRecords() throws {
    let user = User.register(
      id: try Fixtures.id("user-1"), name: try Fixtures.name("alice"), at: Fixtures.instant(5))
    guard case .registered(let event) = user.recordedEvents.first, user.recordedEvents.count == 1
    else {
      Issue.record("expected one UserRegistered, got \(user.recordedEvents)")
      return
    }

    #expect(user.id.value == "user-1")
    #expect(user.version == 0)
    #expect(user.createdAt == Fixtures.instant(5))
    #expect(event.user == user.id)
    #expect(event.name.value == "alice")
    #expect(event.occurredAt == Fixtures.instant(5))
  }

  @Test("a rename records the previous and the new name at the instant it was given")
  func renameRecords() throws {
    var user = try Fixtures.user("user-1", named: "alice")

    user.changeName(to: try Fixtures.name("alicia"), at: Fixtures.instant(9))
    guard case .renamed(let event) = user.recordedEvents.last, user.recordedEvents.count == 1
    else {
      Issue.record("expected one UserRenamed, got \(user.recordedEvents)")
      return
    }

    #expect(user.name.value == "alicia")
    #expect(event.previousName.value == "alice")
    #expect(event.name.value == "alicia")
    #expect(event.occurredAt == Fixtures.instant(9))
  }

  @Test("a rename to the name the user already has changes nothing and records nothing")
  func sameNameRecordsNothing() throws {
    var user = try Fixtures.user("user-1", named: "alice")
    let before = user

    user.changeName(to: try Fixtures.name("alice"), at: Fixtures.instant(9))

    #expect(user.recordedEvents.isEmpty)
    #expect(user == before)
  }

  @Test("a withdrawal records UserWithdrew for that user at that instant")
  func withdrawRecords() throws {
    var user = try Fixtures.user("user-1", named: "alice")

    user.withdraw(at: Fixtures.instant(30))
    user.withdraw(at: Fixtures.instant(31))  // once withdrawn, nothing more to record

    guard case .withdrew(let event) = user.recordedEvents.first, user.recordedEvents.count == 1
    else {
      Issue.record("expected one UserWithdrew, got \(user.recordedEvents)")
      return
    }
    #expect(event.user == user.id)
    #expect(event.occurredAt == Fixtures.instant(30))
    #expect(UserEvent.withdrew(event).user == user.id)
  }

  @Test("a join records MemberJoined; a refused join changes nothing and records nothing")
  func joinRecords() throws {
    var circle = try makeCircle("circle-1", named: "chess", members: ["owner"])
    try circle.join(try UserId("bob"), at: Fixtures.instant(3))
    guard case .memberJoined(let joined) = try #require(circle.recordedEvents.last) else {
      Issue.record("the join recorded \(circle.recordedEvents), not MemberJoined")
      return
    }
    #expect(joined.circle == circle.id)
    #expect(joined.member.value == "bob")
    #expect(joined.occurredAt == Fixtures.instant(3))

    let before = circle
    #expect(throws: Circle.MembershipError.alreadyMember(try UserId("bob"))) {
      try circle.join(try UserId("bob"), at: Fixtures.instant(4))
    }
    #expect(circle == before)
    #expect(circle.recordedEvents.count == 1)
  }
}
