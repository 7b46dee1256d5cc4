// Chapter 7 — Beyond the basics (AD-4): the circles' adapter that asks the profiles.
// Docs/07-beyond-the-basics.md
//
// The circles asked two things in their own port, `UserLookup`: is this id a user, and how
// many of these members are premium. This adapter, the circles' own, answers over the
// profiles' application service (`UserApplicationService.get`, `UserData`), not their
// aggregate: no `User` reaches circles code, only a yes, a no or a count. The rule stays in
// the circles' domain; the profiles keep their model to themselves.

import Aggregates
import ApplicationServices
import ValueObjects

// region: ProfileUserLookup
/// Answers the circles' `Aggregates/UserLookup` from the profiles context's use cases.
public struct ProfileUserLookup: UserLookup {
  private let profiles: UserApplicationService

  /// Makes the lookup over the profiles' application service.
  public init(_ profiles: UserApplicationService) {
    self.profiles = profiles
  }

  /// Whether the profiles know `id` as a user now.
  public func isUser(_ id: UserId) async throws -> Bool {
    try await profiles.get(GetUserQuery(id: id.value)) != nil
  }

  /// How many of these users the profiles call premium; unknown ids count as not premium.
  /// - Complexity: one lookup per member (at most 50).
  public func countPremiumMembers(among members: [UserId]) async throws -> Int {
    var count = 0
    for member in members
    where try await profiles.get(GetUserQuery(id: member.value))?.type == "premium" {
      count += 1
    }
    return count
  }
}
// endregion
