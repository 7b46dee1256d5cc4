// Exercise 18 — reference solution. Docs/exercises.md

import Aggregates
import Specifications

/// A circle with room for a group of newcomers who want to join together: the rule "can
/// all of them still get in?" as a type.
///
/// It is a ``Specification`` like the chapter's own rules, so it can be tested alone and
/// combined with them:
///
/// ```swift
/// let roomForOurTeam = CircleHasRoom(for: 4).and(CircleHasAtLeastMembers(10))
/// if roomForOurTeam.isSatisfied(by: circle) { /* offer "join as a team" */ }
/// ```
public struct CircleHasRoom: Specification {
  /// How many users want to join together; at least one.
  public let newcomers: Int

  /// Makes the rule for a group of `newcomers` users.
  public init(for newcomers: Int) {
    self.newcomers = newcomers
  }

  /// Whether the circle can take all ``newcomers`` without passing `Circle.memberLimit`.
  public func isSatisfied(by circle: Circle) -> Bool {
    // The whole group must fit: the members there now plus everyone arriving. The limit is
    // the aggregate's; the rule names it and never repeats the number 30.
    circle.members.count + newcomers <= Circle.memberLimit
  }
}
