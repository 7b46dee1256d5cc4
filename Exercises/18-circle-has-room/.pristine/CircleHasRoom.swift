// Exercise 18 — your turn: write `isSatisfied(by:)`. See README.md or README.ko.md.

import Aggregates
import ExerciseSupport
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
    // TODO: answer whether the members and the newcomers together stay within the
    // aggregate's limit.
    unimplemented("CircleHasRoom.isSatisfied(by:)", placeholder: false)
  }
}
