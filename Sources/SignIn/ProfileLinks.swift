// Chapter 10 — Boundaries (BC-1): the link table between the two contexts' identities.
// Docs/10-boundaries.md
//
// Read first: the types in the signatures. An `AccountId` goes in, a `UserId` comes out:
// this is the only place where the two contexts' identities meet. Neither `Account` nor
// `User` holds the other's id, so each context can change without the other noticing.
// It links ids and translates no model, so it is not an anti-corruption layer; the one at
// this chapter's other boundary, the picture service's, is `ProfilePictureDTO.toDomain()`.

import Authentication
import ValueObjects

// region: ProfileLinks
/// Which profile (`UserId`) belongs to which account (`AccountId`): a table of id links.
public protocol ProfileLinks: Sendable {
  /// The profile of `account`, or `nil` before onboarding.
  func profile(of account: AccountId) async throws -> UserId?
  /// Records that `user` is the profile of `account`.
  func link(_ account: AccountId, to user: UserId) async throws
  /// Forgets the profile of `account`.
  func unlink(_ account: AccountId) async throws
}
// endregion
