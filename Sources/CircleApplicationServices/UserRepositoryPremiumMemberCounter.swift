// Chapter 7 — Beyond the basics (AD-4): the user store answers the circle slice's question.
// Docs/07-beyond-the-basics.md
//
// The circle slice asked "how many of these members are premium?" through its own port,
// `PremiumMemberCounter`. The application layer knows both slices, so it answers with
// chapter 4's `UserRepository`: the rule stays in the domain, the lookup stays behind
// the user repository, and this adapter only connects the two.

import Aggregates
import Entities
import Repositories
import ValueObjects

// region: UserRepositoryPremiumMemberCounter
/// Counts premium members by looking each member up in the user store.
public struct UserRepositoryPremiumMemberCounter: PremiumMemberCounter {
  private let users: any UserRepository

  /// Makes the counter over the user store.
  public init(users: any UserRepository) {
    self.users = users
  }

  /// How many of these users are premium users; unknown ids count as not premium.
  /// - Complexity: one lookup per member (at most 50).
  public func countPremiumMembers(among members: [UserId]) async throws -> Int {
    var count = 0
    for member in members where try await users.find(id: member)?.type == .premium {
      count += 1
    }
    return count
  }
}
// endregion
