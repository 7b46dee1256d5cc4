// Chapter 9 — Domain events (EV-1), added to chapter 2's user in its own words.
// Docs/09-events-and-queries.md

import Foundation
import ValueObjects

/// The fact that a user became a premium user, and when.
public struct UserUpgraded: Sendable, Hashable {
  /// The user who was upgraded.
  public let user: UserId
  /// When it happened, by the clock the upgrade was given.
  public let occurredAt: Date

  /// Makes the event; only `User.upgrade(at:)` and repositories restoring it call this.
  package init(user: UserId, occurredAt: Date) {
    self.user = user
    self.occurredAt = occurredAt
  }
}
