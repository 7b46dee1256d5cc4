// Chapter 10 — Boundaries (BC-1): where accounts are kept. Docs/10-boundaries.md
//
// Read first: `find(identity:)`. A person who signs in again with the same provider finds
// the same account; the repository stores and rebuilds accounts, and keeps one rule: one
// account per provider identity, checked in the same step as the write.

/// Stores the authentication context's accounts.
public protocol AccountRepository: Sendable {
  /// Stores `account`, replacing one with the same id.
  /// - Throws: ``AccountSaveConflict/identityTaken(_:)`` when another account holds its
  ///   provider identity (checked in the same step as the write); nothing was saved.
  func save(_ account: Account) async throws
  /// The account with this id, or `nil`.
  func find(id: AccountId) async throws -> Account?
  /// The account a provider's identity belongs to, or `nil` for a first sign-in.
  func find(identity: ProviderIdentity) async throws -> Account?
  /// Deletes the account with this id; deleting a missing one does nothing.
  func delete(id: AccountId) async throws
}
