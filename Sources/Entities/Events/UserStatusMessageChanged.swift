// Chapter 9 — Domain events (EV-1), added to chapter 2's user in its own words.
// Docs/09-events-and-queries.md

import Foundation
import ValueObjects

/// The fact that a user changed their status message: to what, and when.
public struct UserStatusMessageChanged: Sendable, Hashable {
  /// The user whose status message changed.
  public let user: UserId
  /// The message after the change (empty when it was cleared).
  public let statusMessage: StatusMessage
  /// When it happened, by the clock the change was given.
  public let occurredAt: Date

  /// Makes the event; only `User.changeStatusMessage(to:at:)` and repositories restoring it call
  /// this.
  package init(user: UserId, statusMessage: StatusMessage, occurredAt: Date) {
    self.user = user
    self.statusMessage = statusMessage
    self.occurredAt = occurredAt
  }
}
