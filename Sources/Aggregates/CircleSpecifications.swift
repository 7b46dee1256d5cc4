// Chapter 7 — Beyond the basics (AD-3): rules about circles. Docs/07-beyond-the-basics.md
//
// Read first: `RecommendedCircle`, a rule made only of other rules. Each small rule has
// a name from the domain ("full", "created recently", "has at least N members"); the
// recommendation is their combination, readable as a sentence.

import Foundation
import Specifications

/// A circle at the standard limit, ``Circle/memberLimit`` (30) members.
///
/// The half of the full-circle rule that needs no repository, only the circle, so it
/// combines with other rules and runs inside queries (``RecommendedCircle`` recommends
/// only circles with room for anyone). Whether a given circle may take one more member,
/// counting its premium members, is ``CircleFullSpecification``'s question, and that is
/// the one the join use case asks.
public struct CircleIsFull: Specification {
  /// Makes the rule.
  public init() {}

  /// Whether the circle has `Circle.memberLimit` members or more.
  public func isSatisfied(by circle: Circle) -> Bool {
    circle.isFull
  }
}

/// A circle created at most `within` seconds before `now`.
public struct CircleCreatedRecently: Specification {
  /// The instant "recently" is measured from.
  public let now: Date
  /// How long ago still counts as recent.
  public let within: TimeInterval

  /// Makes the rule for circles created at most `within` seconds before `now`.
  public init(now: Date, within: TimeInterval) {
    self.now = now
    self.within = within
  }

  /// Whether the circle was created in the window (and not in the future).
  public func isSatisfied(by circle: Circle) -> Bool {
    circle.createdAt <= now && now.timeIntervalSince(circle.createdAt) <= within
  }
}

/// A circle with at least `count` members.
public struct CircleHasAtLeastMembers: Specification {
  /// The fewest members that satisfy the rule.
  public let count: Int

  /// Makes the rule.
  public init(_ count: Int) {
    self.count = count
  }

  /// Whether the circle has `count` members or more.
  public func isSatisfied(by circle: Circle) -> Bool {
    circle.members.count >= count
  }
}

// region: RecommendedCircle
/// A circle worth recommending: created in the last 30 days, with at least 10 members,
/// and still with room to join.
public struct RecommendedCircle: Specification {
  /// How recent "recently" is: 30 days.
  public static let recentWindow: TimeInterval = 30 * 24 * 60 * 60
  /// How many members make a circle lively: 10.
  public static let livelyMemberCount = 10

  private let rule:
    AndSpecification<
      AndSpecification<CircleCreatedRecently, CircleHasAtLeastMembers>,
      NotSpecification<CircleIsFull>
    >

  /// Makes the rule as of `now`.
  public init(now: Date) {
    rule = CircleCreatedRecently(now: now, within: Self.recentWindow)
      .and(CircleHasAtLeastMembers(Self.livelyMemberCount))
      .and(CircleIsFull().not())
  }

  /// Whether the circle is recent, lively and not full.
  public func isSatisfied(by circle: Circle) -> Bool {
    rule.isSatisfied(by: circle)
  }
}
// endregion
