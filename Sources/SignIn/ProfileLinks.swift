// Chapter 10 — Boundaries (BC-1): the link table between the two contexts' identities.
// Docs/10-boundaries.md
//
// Read first: the types in the signatures. An `AccountId` goes in, a `UserId` comes out:
// this is the only place where the two contexts' identities meet. Neither `Account` nor
// `User` holds the other's id, so each context can change without the other noticing.
// It links ids and translates nothing, so it is neither a translator (the picture service's
// answer has one, `ProfilePictureDTO.toDomain()`) nor an anti-corruption layer.
// The table also keeps an onboarding under way: its intent is recorded before the profile
// is registered, so a crash between the two writes strands nobody.

import Authentication
import Foundation
import ValueObjects

// region: ProfileLinks
/// Which profile (`UserId`) belongs to which account (`AccountId`): a table of id links.
public protocol ProfileLinks: Sendable {
  /// The profile of `account`, or `nil` before onboarding.
  func profile(of account: AccountId) async throws -> UserId?
  /// Records that `user` is the profile of `account`, ending its onboarding in the same step.
  /// - Throws: ``SessionError/profileTaken(_:)`` when `user` is another account's profile.
  func link(_ account: AccountId, to user: UserId) async throws
  /// Forgets the profile of `account`.
  func unlink(_ account: AccountId) async throws
  /// Records, before the profile is registered, that `account` gets one named `name`.
  func beginOnboarding(of account: AccountId, named name: String, at instant: Date) async throws
  /// The onboarding of `account` begun and never linked, or `nil`.
  func pendingOnboarding(of account: AccountId) async throws -> (name: String, since: Date)?
  /// Forgets the onboarding of `account`, which registered nothing to link.
  func cancelOnboarding(of account: AccountId) async throws
}
// endregion
