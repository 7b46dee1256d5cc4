// Chapter 7 — Beyond the basics (AD-4): a specification that asks a repository.
// Docs/07-beyond-the-basics.md
//
// Read first: `limit(for:)`. A circle is full at 30 members, or at 50 when more than 10
// of its members are premium users. The circle holds only its members' ids, so the rule
// has to look members up; it stays in the domain anyway, as a specification that reads
// through a port (`PremiumMemberCounter`), and nowhere else says 30 or 50. Because the
// question needs the repository, the answer is `async throws`: this rule cannot conform to
// the synchronous `Specification` protocol, and is not combined with `and`/`or`.

import ValueObjects

// region: CircleFullSpecification
/// A circle with no room for another member: 30 members, or 50 when more than 10 of its
/// members are premium users.
public struct CircleFullSpecification: Sendable {
  /// The higher member limit, for a circle with more than 10 premium users among its members.
  public static let higherMemberLimit = 50
  /// A circle needs more than this many premium members for the higher limit.
  public static let premiumMembersForHigherLimit = 10

  private let premiumMembers: any PremiumMemberCounter

  /// Makes the rule over the port that counts premium members.
  public init(premiumMembers: any PremiumMemberCounter) {
    self.premiumMembers = premiumMembers
  }

  /// The limit that applies to this circle now, given who its members are.
  /// - Throws: whatever the port throws when the users cannot be read.
  public func limit(for circle: Circle) async throws -> CircleMemberLimit {
    let premium = try await premiumMembers.countPremiumMembers(among: circle.members)
    return premium > Self.premiumMembersForHigherLimit ? .higher : .standard
  }

  /// Whether the circle has reached the limit that applies to it now.
  ///
  /// A circle past its limit — members downgraded after it grew to 50 — is full: nobody
  /// is removed, and nobody new joins until enough members leave.
  /// - Throws: whatever the port throws when the users cannot be read.
  public func isSatisfied(by circle: Circle) async throws -> Bool {
    circle.isFull(under: try await limit(for: circle))
  }
}
// endregion
