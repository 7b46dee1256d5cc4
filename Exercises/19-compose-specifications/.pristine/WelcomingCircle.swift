// Exercise 19 — your turn: compose `isSatisfied(by:)`. See README.md or README.ko.md.

import Aggregates
import ExerciseSupport
import Foundation
import Specifications

/// A circle that welcomes newcomers: created in the last 7 days and not full, or small,
/// with fewer than 5 members.
///
/// The rule is made only of the chapter's own rules, so it reads as the sentence above
/// and holds no `if` of its own.
public struct WelcomingCircle: Specification {
  /// How recent "new" is: 7 days.
  public static let recentWindow: TimeInterval = 7 * 24 * 60 * 60
  /// A circle with fewer members than this is small: 5.
  public static let smallBelow = 5

  /// The instant "the last 7 days" is measured from.
  public let now: Date

  /// Makes the rule as of `now`.
  public init(now: Date) {
    self.now = now
  }

  /// Whether the circle is new and not full, or small.
  public func isSatisfied(by circle: Circle) -> Bool {
    // TODO: build the rule from CircleCreatedRecently, CircleIsFull and
    // CircleHasAtLeastMembers with `and`, `or` and `not`, then ask it about the circle.
    unimplemented("WelcomingCircle.isSatisfied(by:)", placeholder: false)
  }
}
