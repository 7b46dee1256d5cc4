// Chapter 9 — Domain events (EV-1), added to chapter 2's user in its own words.
// Docs/09-events-and-queries.md
//
// Read first: the `package` initialiser. An event is a fact the aggregate states about
// itself; code outside the package cannot make one up, and inside it only `User`'s own
// behaviour and a repository restoring what it stored make them.

import Foundation
import ValueObjects

// region: UserRegistered
/// The fact that a user registered: who, under which name, and when.
public struct UserRegistered: Sendable, Hashable {
  /// The user who registered.
  public let user: UserId
  /// The name they registered under.
  public let name: UserName
  /// When it happened, by the clock the registration was given.
  public let occurredAt: Date

  /// Makes the event; only `User.register(id:name:at:)` and repositories restoring it call this.
  package init(user: UserId, name: UserName, occurredAt: Date) {
    self.user = user
    self.name = name
    self.occurredAt = occurredAt
  }
}
// endregion
