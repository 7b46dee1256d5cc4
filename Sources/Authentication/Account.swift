// Chapter 10 — Boundaries (BC-1): the authentication context's entity. Docs/10-boundaries.md
//
// Read first: what is missing. An account knows who vouched for a person and when it was
// opened; it has no name, no status message, no profile. Those are the profile
// context's words (`User`), and this module does not import them.

import Foundation

// region: Account
/// A person's account: the identity a provider vouched for, under an id of our own.
///
/// # Equality
/// Two accounts are equal when every attribute is; the same account is recognised by
/// ``id``.
public struct Account: Sendable, Hashable {
  /// The account's id, ours rather than the provider's.
  public let id: AccountId
  /// Who vouched for the person, and their id there.
  public let identity: ProviderIdentity
  /// When the account was opened.
  public let openedAt: Date

  /// Makes an account for `identity`.
  public init(id: AccountId, identity: ProviderIdentity, openedAt: Date) {
    self.id = id
    self.identity = identity
    self.openedAt = openedAt
  }
}
// endregion
