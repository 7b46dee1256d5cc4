// Chapter 9 — Domain events (EV-1), added to chapter 2's user in its own words.
// Docs/09-events-and-queries.md

import Foundation
import ValueObjects

/// The fact that a user changed their name: from what, to what, and when.
public struct UserRenamed: Sendable, Hashable {
  /// The user who was renamed.
  public let user: UserId
  /// The name before the change.
  public let previousName: UserName
  /// The name after the change.
  public let name: UserName
  /// When it happened, by the clock the rename was given.
  public let occurredAt: Date

  /// Makes the event; only `User.changeName(to:at:)` and repositories restoring it call this.
  package init(user: UserId, previousName: UserName, name: UserName, occurredAt: Date) {
    self.user = user
    self.previousName = previousName
    self.name = name
    self.occurredAt = occurredAt
  }
}
