// Chapter 7 — Beyond the basics (AD-4): what the circles ask of the profiles, in their words.
// Docs/07-beyond-the-basics.md
//
// Read after `PremiumMemberCounter.swift`. A circle use case needs two facts about a person:
// may this id be taken into a circle, and is this member premium (for the member limit).
// The circles context states both here, in its own port, and loads no profile to learn
// them: an adapter over the profiles context answers, handing back a yes, a no or a count.

import ValueObjects

// region: UserLookup
/// The circles' questions about the people they take in: whether an id names a user, and
/// (as a ``PremiumMemberCounter``) how many members are premium.
public protocol UserLookup: PremiumMemberCounter {
  /// Whether `id` names a user now: registered, and not withdrawn.
  func isUser(_ id: UserId) async throws -> Bool
}
// endregion
