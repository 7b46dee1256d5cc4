// Chapter 7 — A first-class collection (QS-2), inside the aggregate. Docs/07-beyond-the-basics.md

import Aggregates
import TestSupport
import Testing
import ValueObjects

@Suite("A circle's members are a collection with rules of its own (QS-2)")
struct CircleMembersTests {
  static func ids(_ names: String...) throws -> [UserId] { try names.map { try UserId($0) } }

  @Test("new members hold their owner alone, and the owner is always among them")
  func ownerIsAMember() throws {
    let members = CircleMembers(owner: try UserId("owner"))

    #expect(members == (try Self.ids("owner")))
    #expect(members.contains(try UserId("owner")))
    #expect(throws: Circle.MembershipError.ownerCannotLeave) {
      try members.removing(try UserId("owner"))
    }
    #expect(throws: Circle.InvariantViolation.ownerIsNotAMember(try UserId("owner"))) {
      try CircleMembers(restoring: try UserId("owner"), members: try Self.ids("kim"))
    }
  }

  @Test("nobody is a member twice: adding a member again is refused, and so is a stored duplicate")
  func noDuplicates() throws {
    let members = try CircleMembers(owner: try UserId("owner"))
      .adding(try UserId("kim"), limit: .standard)

    #expect(throws: Circle.MembershipError.alreadyMember(try UserId("kim"))) {
      try members.adding(try UserId("kim"), limit: .standard)
    }
    #expect(throws: Circle.InvariantViolation.duplicateMember(try UserId("kim"))) {
      try CircleMembers(
        restoring: try UserId("owner"), members: try Self.ids("owner", "kim", "kim"))
    }
  }

  @Test("members never pass the limit they are told; the full-circle rule decides which")
  func limit() throws {
    var members = CircleMembers(owner: try UserId("owner"))
    for index in 1..<30 { members = try members.adding(try UserId("m-\(index)"), limit: .standard) }

    #expect(throws: Circle.MembershipError.full(limit: 30)) {
      try members.adding(try UserId("late"), limit: .standard)
    }
    #expect(members.count == 30)
    #expect(members.isFull(under: .standard))
  }

  @Test("changes make a new value: the members a circle holds change only through its root")
  func valueSemantics() throws {
    var circle = try Circle(
      restoring: try CircleId("c-1"), name: try CircleName("chess"), owner: try UserId("owner"),
      members: try Self.ids("owner", "kim"), createdAt: .init(timeIntervalSince1970: 0))
    let before = circle.members

    _ = try before.adding(try UserId("lee"), limit: .standard)
    try circle.join(try UserId("park"), at: Fixtures.instant(0))

    #expect(before == (try Self.ids("owner", "kim")))
    #expect(circle.members == (try Self.ids("owner", "kim", "park")))
  }

  @Test("a withdrawn owner's place passes to the longest-standing member; nobody left is nil")
  func withdrawal() throws {
    let members = try CircleMembers(
      restoring: try UserId("owner"), members: try Self.ids("owner", "kim", "lee"))

    let handedOver = try #require(members.removingWithdrawn(try UserId("owner")))

    #expect(handedOver.owner.value == "kim")
    #expect(handedOver == (try Self.ids("kim", "lee")))
    #expect(CircleMembers(owner: try UserId("solo")).removingWithdrawn(try UserId("solo")) == nil)
    #expect(members.removingWithdrawn(try UserId("stranger")) == members)
  }
}
