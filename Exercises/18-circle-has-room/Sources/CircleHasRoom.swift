// Exercise 18 — your turn: write `isSatisfied(by:)`. See README.md in this folder.

import Aggregates
import ExerciseSupport
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
    // TODO: answer whether the circle has fewer members than the aggregate's limit.
    unimplemented("CircleHasRoom.isSatisfied(by:)", placeholder: false)
  }
}
