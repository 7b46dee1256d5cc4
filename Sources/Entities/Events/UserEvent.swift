// Chapter 9 — Domain events (EV-1), added to chapter 2's user in its own words.
// Docs/09-events-and-queries.md
//
// Read first: why the events live here. `User` is chapter 2's type and cannot import a
// chapter 9 module, so the facts it states about itself are written in chapter 2's module,
// in chapter 2's vocabulary (a user registers, is renamed, changes their status, is
// upgraded or downgraded, withdraws); chapter 9 adds the
// machinery that stores and delivers them.

import Foundation
import ValueObjects

// region: UserEvent
/// Something that happened to a user that other parts of the system care about.
public enum UserEvent: Sendable, Hashable {
  /// A user registered.
  case registered(UserRegistered)
  /// A user changed their name.
  case renamed(UserRenamed)
  /// A user changed their status message.
  case statusMessageChanged(UserStatusMessageChanged)
  /// A user became a premium user.
  case upgraded(UserUpgraded)
  /// A premium user became a normal user again.
  case downgraded(UserDowngraded)
  /// A user withdrew.
  case withdrew(UserWithdrew)

  /// The user the event is about.
  public var user: UserId {
    switch self {
    case .registered(let event): return event.user
    case .renamed(let event): return event.user
    case .statusMessageChanged(let event): return event.user
    case .upgraded(let event): return event.user
    case .downgraded(let event): return event.user
    case .withdrew(let event): return event.user
    }
  }

  /// When it happened.
  public var occurredAt: Date {
    switch self {
    case .registered(let event): return event.occurredAt
    case .renamed(let event): return event.occurredAt
    case .statusMessageChanged(let event): return event.occurredAt
    case .upgraded(let event): return event.occurredAt
    case .downgraded(let event): return event.occurredAt
    case .withdrew(let event): return event.occurredAt
    }
  }
}
// endregion
