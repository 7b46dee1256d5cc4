// Exercise 21 — the reference solution. See README.md or README.ko.md.

import Aggregates
import ValueObjects

/// Tells whether a user is a premium user: the one question the owner's-plan rule asks of
/// the user store.
public protocol PremiumUserLookup: Sendable {
  /// Whether this user is a premium user now; a user who no longer exists is not.
  func isPremium(_ user: UserId) async throws -> Bool
}

/// The full-circle rule by the owner's plan: 30 members, or 50 when the circle's owner is
/// a premium user (the workshop's two limits, ``Circle/memberLimit`` and
/// `CircleFullSpecification.higherMemberLimit`).
///
/// The circle knows its owner only by id, so the rule asks the port whether the owner is
/// premium, every time it is asked.
public struct MemberLimitRule: Sendable {
  private let premiumUsers: any PremiumUserLookup

  /// Makes the rule over the port that tells premium users apart.
  public init(premiumUsers: any PremiumUserLookup) {
    self.premiumUsers = premiumUsers
  }

  /// How many members this circle may have now, given its owner's plan.
  public func limit(for circle: Circle) async throws -> Int {
    // Asked now, about the owner only: an upgrade or a downgrade counts at once.
    let ownerIsPremium = try await premiumUsers.isPremium(circle.owner)
    return ownerIsPremium ? CircleFullSpecification.higherMemberLimit : Circle.memberLimit
  }

  /// Whether the circle has reached (or passed) its limit.
  public func isSatisfied(by circle: Circle) async throws -> Bool {
    // `>=`: a circle past its limit (its owner downgraded after it grew) is full too.
    circle.members.count >= (try await limit(for: circle))
  }
}
