// Chapter 9 — Domain events (EV-1): the circle records what happened as it happens.
// Docs/09-events-and-queries.md

import Foundation
import ValueObjects

extension Circle {
  // region: joinAt
  /// Adds a member at `instant`, as ``join(_:limit:)`` does, and returns the fact.
  /// - Throws: whatever ``join(_:limit:)`` throws; then nothing changed and nothing
  ///   happened, so there is no event.
  public mutating func join(
    _ user: UserId, limit: CircleMemberLimit = .standard, at instant: Date
  ) throws(MembershipError) -> MemberJoined {
    try join(user, limit: limit)
    return MemberJoined(circle: id, member: user, occurredAt: instant)
  }
  // endregion
}
