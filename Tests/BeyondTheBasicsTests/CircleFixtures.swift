// Circles with known ids, names and creation times for chapter 7's tests.

import Aggregates
import Foundation
import TestSupport
import ValueObjects

/// Builders for circles.
enum Circles {
  static func circle(
    _ id: String, named name: String, owner: String = "owner",
    members: Int = 1, createdAfter seconds: TimeInterval = 0
  ) throws -> Circle {
    var circle = Circle(
      id: try CircleId(id), name: try CircleName(name), owner: try UserId(owner),
      createdAt: Fixtures.instant(seconds))
    for index in 1..<max(members, 1) { try circle.join(try UserId("\(id)-member-\(index)")) }
    return circle
  }
}
