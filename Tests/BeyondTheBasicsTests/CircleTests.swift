// Chapter 7 — Beyond the basics: AD-2, the Circle aggregate. Docs/07-beyond-the-basics.md

import Aggregates
import Foundation
import TestSupport
import Testing
import ValueObjects

@Suite("A circle is an aggregate whose root keeps the group's rules (AD-2)")
struct CircleTests {
  @Test("a new circle's owner is its first member")
  func ownerIsAMember() throws {
    let circle = try Circles.circle("circle-1", named: "Swift 모임", owner: "kim")
    #expect(circle.members == [try UserId("kim")])
    #expect(circle.hasMember(try UserId("kim")))
  }

  @Test("a circle takes at most 30 members, the owner included; the 31st is refused")
  func memberLimit() throws {
    var circle = try Circles.circle("circle-1", named: "Swift 모임", members: 29)
    try circle.join(try UserId("thirtieth"), at: Fixtures.instant(0))
    #expect(circle.members.count == Circle.memberLimit)

    #expect(throws: Circle.MembershipError.full(limit: 30)) {
      try circle.join(try UserId("thirty-first"), at: Fixtures.instant(0))
    }
    #expect(circle.members.count == 30)
  }

  @Test("nobody is a member twice")
  func noDuplicates() throws {
    var circle = try Circles.circle("circle-1", named: "Swift 모임")
    try circle.join(try UserId("park"), at: Fixtures.instant(0))
    #expect(throws: Circle.MembershipError.alreadyMember(try UserId("park"))) {
      try circle.join(try UserId("park"), at: Fixtures.instant(0))
    }
  }

  @Test("the owner cannot leave; a member can, and a stranger cannot")
  func leaving() throws {
    var circle = try Circles.circle("circle-1", named: "Swift 모임", owner: "kim")
    try circle.join(try UserId("park"), at: Fixtures.instant(0))

    #expect(throws: Circle.MembershipError.ownerCannotLeave) {
      try circle.leave(try UserId("kim"), at: Fixtures.instant(0))
    }
    try circle.leave(try UserId("park"), at: Fixtures.instant(0))
    #expect(throws: Circle.MembershipError.notAMember(try UserId("lee"))) {
      try circle.leave(try UserId("lee"), at: Fixtures.instant(0))
    }
    #expect(circle.members == [try UserId("kim")])
  }

  @Test(
    "members are referenced by id, and changing a copy of the list changes nothing in the circle")
  func membersByIdOnly() throws {
    let circle = try Circles.circle("circle-1", named: "Swift 모임", members: 3)
    var copy = Array(circle.members)
    copy.removeAll()

    #expect(circle.members.count == 3)
    // Ids, not users: since chapter 9 (QS-2) in a collection with rules of its own.
    #expect(type(of: circle.members.first) == UserId?.self)
  }

  @Test("a stored circle whose owner is not a member cannot be restored")
  func restoreChecksTheOwner() throws {
    let lee = try UserId("lee")
    #expect(throws: Circle.InvariantViolation.ownerIsNotAMember(lee)) {
      try Circle(
        restoring: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: lee,
        members: [try UserId("kim"), try UserId("park")], createdAt: Fixtures.instant(0))
    }
  }

  @Test(
    "restoring refuses a member listed twice and more than 50 members, but keeps an over-full 31"
  )
  func restoreRefusesDuplicatesAndCrowds() throws {
    let kim = try UserId("kim")
    #expect(throws: Circle.InvariantViolation.duplicateMember(kim)) {
      try Circle(
        restoring: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: kim,
        members: [kim, kim], createdAt: Fixtures.instant(0))
    }
    // A circle that grew past 30 with premium members keeps them after downgrades (AD-4).
    let overFull = try [kim] + (1...30).map { try UserId("m\($0)") }
    let kept = try Circle(
      restoring: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: kim,
      members: overFull, createdAt: Fixtures.instant(0))
    #expect(kept.members.count == 31)
    let crowd = try [kim] + (1...50).map { try UserId("m\($0)") }
    #expect(throws: Circle.InvariantViolation.tooManyMembers(51)) {
      try Circle(
        restoring: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: kim,
        members: crowd, createdAt: Fixtures.instant(0))
    }
  }

  @Test("a circle id and a user id with the same text are different types")
  func distinctIds() throws {
    #expect(AnyHashable(try CircleId("abc")) != AnyHashable(try UserId("abc")))
  }

  @Test("a circle name has 3 to 20 characters")
  func circleNameRule() {
    #expect(throws: CircleName.ValidationError.wrongLength(input: "ab", count: 2)) {
      try CircleName("ab")
    }
    #expect(throws: CircleName.ValidationError.self) {
      try CircleName(String(repeating: "가", count: 21))
    }
  }
}
