// Exercise 21 — your turn: write `limit(for:)` and `isSatisfied(by:)`. See README.md here.

import Aggregates
import ExerciseSupport

/// The full-circle rule: 30 members, or 50 when more than 10 members are premium users.
///
/// The circle knows only its members' ids, so the rule asks the port how many of them are
/// premium, every time it is asked.
public struct MemberLimitRule: Sendable {
  private let premiumMembers: any PremiumMemberCounter

  /// Makes the rule over the port that counts premium members.
  public init(premiumMembers: any PremiumMemberCounter) {
    self.premiumMembers = premiumMembers
  }

  /// How many members this circle may have now.
  public func limit(for circle: Circle) async throws -> Int {
    // TODO: ask the port about the circle's members; 30, or 50 when more than 10 are premium.
    throw NotImplemented("MemberLimitRule.limit(for:)")
  }

  /// Whether the circle has reached (or passed) its limit.
  public func isSatisfied(by circle: Circle) async throws -> Bool {
    // TODO: compare the circle's member count with its limit.
    throw NotImplemented("MemberLimitRule.isSatisfied(by:)")
  }
}
