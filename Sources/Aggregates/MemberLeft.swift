// Chapter 9 — Domain events (EV-1), added to chapter 7's circle in its own words.
// Docs/09-events-and-queries.md

import Foundation
import ValueObjects

/// The fact that a member left a circle, by their own choice or because they withdrew,
/// and when.
public struct MemberLeft: Sendable, Hashable {
  /// The circle left.
  public let circle: CircleId
  /// The user who left.
  public let member: UserId
  /// When it happened, by the clock the change was given.
  public let occurredAt: Date

  /// Makes the event; only the circle's root and the repositories that read it back call this.
  package init(circle: CircleId, member: UserId, occurredAt: Date) {
    self.circle = circle
    self.member = member
    self.occurredAt = occurredAt
  }
}
