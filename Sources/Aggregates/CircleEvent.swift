// Chapter 9 — Domain events (EV-2), added to chapter 7's circle in its own words.
// Docs/09-events-and-queries.md

import Foundation

/// Something that happened to a circle that other parts of the system care about.
public enum CircleEvent: Sendable, Hashable {
  /// The circle began: a new circle records it first, before any other event.
  case founded(CircleFounded)
  /// A user joined the circle, directly or by accepting an invitation.
  case memberJoined(MemberJoined)
  /// A member left the circle, or was taken out of it because they withdrew.
  case memberLeft(MemberLeft)
  /// The circle got a new name.
  case renamed(CircleRenamed)
  /// The circle passed from an owner who withdrew to its longest-standing member.
  case ownershipPassed(OwnershipPassed)

  /// The circle the event is about.
  public var circle: CircleId {
    switch self {
    case .founded(let founded): return founded.circle
    case .memberJoined(let joined): return joined.circle
    case .memberLeft(let left): return left.circle
    case .renamed(let renamed): return renamed.circle
    case .ownershipPassed(let passed): return passed.circle
    }
  }

  /// When it happened.
  public var occurredAt: Date {
    switch self {
    case .founded(let founded): return founded.occurredAt
    case .memberJoined(let joined): return joined.occurredAt
    case .memberLeft(let left): return left.occurredAt
    case .renamed(let renamed): return renamed.occurredAt
    case .ownershipPassed(let passed): return passed.occurredAt
    }
  }
}
