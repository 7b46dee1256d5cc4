// Exercise 18 — reference solution. Docs/exercises.md

import Aggregates
import Specifications

/// A circle with room for another member: the rule "can someone still join?" as a type.
///
/// It is a ``Specification`` like the chapter's own rules, so it can be tested alone and
/// combined with them:
///
/// ```swift
/// let worthJoining = CircleHasRoom().and(CircleHasAtLeastMembers(10))
/// if worthJoining.isSatisfied(by: circle) { /* show the Join button */ }
/// ```
public struct CircleHasRoom: Specification {
  /// Makes the rule.
  public init() {}

  /// Whether the circle has fewer than `Circle.memberLimit` members.
  public func isSatisfied(by circle: Circle) -> Bool {
    // The limit is the aggregate's; the rule names it and never repeats the number 30.
    circle.members.count < Circle.memberLimit
  }
}
