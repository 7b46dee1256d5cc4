// Chapter 9 — Domain events (EV-1), added to chapter 8's rule for a withdrawn owner (IN-5).
// Docs/09-events-and-queries.md

import Foundation
import ValueObjects

/// The fact that a circle passed from its owner, who withdrew, to its longest-standing
/// remaining member, and when.
public struct OwnershipPassed: Sendable, Hashable {
  /// The circle whose owner changed.
  public let circle: CircleId
  /// The owner who withdrew.
  public let from: UserId
  /// The member who owns the circle now.
  public let to: UserId
  /// When it happened, by the clock the change was given.
  public let occurredAt: Date

  /// Makes the event; only the circle's root and the repositories that read it back call this.
  package init(circle: CircleId, from: UserId, to: UserId, occurredAt: Date) {
    self.circle = circle
    self.from = from
    self.to = to
    self.occurredAt = occurredAt
  }
}
