// Chapter 9 — Domain events (EV-1), added to chapter 7's circle in its own words.
// Docs/09-events-and-queries.md

import Foundation

/// The fact that a circle got a new name, and when.
public struct CircleRenamed: Sendable, Hashable {
  /// The circle renamed.
  public let circle: CircleId
  /// The name it had.
  public let from: CircleName
  /// The name it has now.
  public let to: CircleName
  /// When it happened, by the clock the rename was given.
  public let occurredAt: Date

  /// Makes the event; only the circle's root and the repositories that read it back call this.
  package init(circle: CircleId, from: CircleName, to: CircleName, occurredAt: Date) {
    self.circle = circle
    self.from = from
    self.to = to
    self.occurredAt = occurredAt
  }
}
