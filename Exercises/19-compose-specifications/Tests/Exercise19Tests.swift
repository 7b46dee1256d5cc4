// Exercise 19: A welcoming circle, composed — the rules your code must keep.

import Aggregates
import ExerciseSupport
import Foundation
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise19Solution
#else
  import Exercise19
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

private let day: TimeInterval = 24 * 60 * 60
/// The instant every rule in these tests is judged at.
private let now = Date(timeIntervalSince1970: 1_700_000_000)

/// A real circle `age` seconds old with `count` members: its owner and `count - 1` others.
private func makeCircle(members count: Int, age: TimeInterval) throws -> Circle {
  var circle = Circle(
    id: try CircleId("circle"), name: try CircleName("book club"), owner: try UserId("owner"),
    createdAt: now.addingTimeInterval(-age))
  for index in 1..<max(count, 1) {
    try circle.join(try UserId("member-\(index)"), at: circle.createdAt)
  }
  return circle
}

@Suite("Exercise 19: A welcoming circle, composed")
struct Exercise19Tests {
  private let rule = WelcomingCircle(now: now)

  @Test("a circle created in the last 7 days that still has room is welcoming, however big")
  func newWithRoom() throws {
    #expect(rule.isSatisfied(by: try makeCircle(members: 12, age: 3 * day)))
    #expect(rule.isSatisfied(by: try makeCircle(members: 29, age: 6 * day)))
  }

  @Test("a circle with fewer than 5 members is welcoming, however old")
  func small() throws {
    #expect(rule.isSatisfied(by: try makeCircle(members: 1, age: 300 * day)))
    #expect(rule.isSatisfied(by: try makeCircle(members: 4, age: 30 * day)))
  }

  @Test("a new circle that is full is not welcoming: newness needs room too")
  func newButFull() throws {
    #expect(!rule.isSatisfied(by: try makeCircle(members: 30, age: 1 * day)))
  }

  @Test("an old circle with 5 or more members fails every branch and is not welcoming")
  func failsAll() throws {
    #expect(!rule.isSatisfied(by: try makeCircle(members: 5, age: 30 * day)))
    #expect(!rule.isSatisfied(by: try makeCircle(members: 12, age: 8 * day)))
  }

  @Test("a circle exactly 7 days old is still new; one second older it is not")
  func sevenDayBoundary() throws {
    #expect(rule.isSatisfied(by: try makeCircle(members: 10, age: 7 * day)))
    #expect(!rule.isSatisfied(by: try makeCircle(members: 10, age: 7 * day + 1)))
  }

  @Test("the rule is a composition: no member count, no date arithmetic, no && or ||")
  func composedOnly() throws {
    let found = try code.lines(
      matching:
        #"&&|\|\||\.count\b|members|timeIntervalSince|addingTimeInterval|distance\(|\s[<>]=?\s"#
    )
    #expect(
      found.isEmpty,
      """
      the rule compares or computes something itself; compose the given rules with and, \
      or and not: \(found.joined(separator: "; "))
      """)
  }
}
