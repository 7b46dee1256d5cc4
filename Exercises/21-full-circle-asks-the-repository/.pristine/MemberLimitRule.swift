// Exercise 21 — your turn: write `limit(for:)` and `isSatisfied(by:)`.
// See README.md or README.ko.md.

import Aggregates
import ExerciseSupport
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
    // TODO: ask the port about the circle's owner; 30, or 50 when the owner is premium.
    throw NotImplemented("MemberLimitRule.limit(for:)")
  }

  /// Whether the circle has reached (or passed) its limit.
  public func isSatisfied(by circle: Circle) async throws -> Bool {
    // TODO: compare the circle's member count with its limit.
    throw NotImplemented("MemberLimitRule.isSatisfied(by:)")
  }
}
