// Exercise 21 — the reference solution. See README.md in this folder.

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
    let premium = try await premiumMembers.countPremiumMembers(among: circle.members)
    return premium > CircleFullSpecification.premiumMembersForHigherLimit
      ? CircleFullSpecification.premiumMemberLimit : Circle.memberLimit
  }

  /// Whether the circle has reached (or passed) its limit.
  public func isSatisfied(by circle: Circle) async throws -> Bool {
    circle.members.count >= (try await limit(for: circle))
  }
}
