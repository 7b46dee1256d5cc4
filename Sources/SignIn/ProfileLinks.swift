// Chapter 10 — Boundaries (BC-1): the translation table between the two contexts.
// Docs/10-boundaries.md
//
// Read first: the types in the signatures. An `AccountId` goes in, a `UserId` comes out:
// this is the only place where the two contexts' identities meet. Neither `Account` nor
// `User` holds the other's id, so each context can change without the other noticing.

import Authentication
import ValueObjects

// region: ProfileLinks
/// Which profile (`UserId`) belongs to which account (`AccountId`): the boundary's table.
public protocol ProfileLinks: Sendable {
  /// The profile of `account`, or `nil` before onboarding.
  func profile(of account: AccountId) async throws -> UserId?
  /// Records that `user` is the profile of `account`.
  func link(_ account: AccountId, to user: UserId) async throws
  /// Forgets the profile of `account`.
  func unlink(_ account: AccountId) async throws
}
// endregion
