// Exercise 18: A circle has room — the rules your code must keep.

import Aggregates
import ExerciseSupport
import Foundation
import Specifications
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise18Solution
#else
  import Exercise18
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// A real circle with `count` members: its owner and `count - 1` users who joined.
private func makeCircle(members count: Int) throws -> Circle {
  var circle = Circle(
    id: try CircleId("circle-\(count)"), name: try CircleName("book club"),
    owner: try UserId("owner"), createdAt: Date(timeIntervalSince1970: 1_700_000_000))
  for index in 1..<max(count, 1) {
    try circle.join(try UserId("member-\(index)"), at: circle.createdAt)
  }
  return circle
}

@Suite("Exercise 18: A circle has room")
struct Exercise18Tests {
  @Test("a new circle with only its owner has room for a group of 29, which fills it")
  func onlyTheOwner() throws {
    #expect(CircleHasRoom(for: 29).isSatisfied(by: try makeCircle(members: 1)))
  }

  @Test("a circle with 27 members has room for a group of 3 but not for a group of 4")
  func theWholeGroupMustFit() throws {
    let circle = try makeCircle(members: 27)
    #expect(CircleHasRoom(for: 3).isSatisfied(by: circle))
    #expect(!CircleHasRoom(for: 4).isSatisfied(by: circle))
  }

  @Test("a circle with 30 members, the limit, has no room even for one")
  func atTheLimit() throws {
    let full = try makeCircle(members: 30)
    #expect(full.members.count == Circle.memberLimit)
    #expect(!CircleHasRoom(for: 1).isSatisfied(by: full))
  }

  @Test(
    "room for one newcomer is exactly the opposite of the chapter's CircleIsFull",
    arguments: [1, 2, 10, 29, 30])
  func oppositeOfFull(members: Int) throws {
    let candidate = try makeCircle(members: members)
    #expect(
      CircleHasRoom(for: 1).isSatisfied(by: candidate)
        == !CircleIsFull().isSatisfied(by: candidate))
  }

  @Test("room for a group composes with the chapter's rules like any other specification")
  func composes() throws {
    let roomForATeamAndLively = CircleHasRoom(for: 5).and(CircleHasAtLeastMembers(10))

    #expect(roomForATeamAndLively.isSatisfied(by: try makeCircle(members: 12)))
    #expect(!roomForATeamAndLively.isSatisfied(by: try makeCircle(members: 5)))
    #expect(!roomForATeamAndLively.isSatisfied(by: try makeCircle(members: 26)))
  }

  @Test("the rule names Circle.memberLimit and never writes the number 30 (or 29 or 31)")
  func namesTheLimit() throws {
    // The limit is the aggregate's invariant: the day it becomes 50, this rule must follow.
    let found = try code.lines(matching: #"\b(29|30|31)\b"#)
    #expect(
      found.isEmpty,
      """
      the rule writes a number where Circle.memberLimit belongs: \(found.joined(separator: "; "))
      """)
  }
}
