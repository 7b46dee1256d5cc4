// Chapter 7 — Beyond the basics (AD-4): the one question the full-circle rule asks.
// Docs/07-beyond-the-basics.md
//
// Read after `CircleFullSpecification.swift`. The circle slice needs to know how many of
// a circle's members are premium users; users live in chapter 4's repository. Rather
// than lean on the whole `UserRepository`, the slice states the one question it needs
// answered, as chapter 3's `UserNameLookup` does, and the application layer answers it
// from the user repository.

import ValueObjects

// region: PremiumMemberCounter
/// Counts the premium users among a circle's members: the port the full-circle rule reads
/// through.
public protocol PremiumMemberCounter: Sendable {
  /// How many of these users are premium users; ids of users that no longer exist count
  /// as not premium.
  func countPremiumMembers(among members: [UserId]) async throws -> Int
}
// endregion
