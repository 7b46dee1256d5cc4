// Chapter 10 — Boundaries (BC-2): being signed in. Docs/10-boundaries.md
//
// Read first: what a session holds. It says which account is signed in, through which
// provider, since when. It does not hold the provider's token (checked once, then
// dropped) and it does not hold a profile (loaded through the boundary when needed).

import Foundation

// region: Session
/// A signed-in account: who, through which provider, since when.
public struct Session: Sendable, Hashable {
  /// The signed-in account.
  public let accountId: AccountId
  /// The provider the person signed in with.
  public let provider: SignInProvider
  /// When the session started.
  public let startedAt: Date

  /// Starts a session for `account`, signed in through its provider at `startedAt`.
  public init(account: Account, startedAt: Date) {
    self.accountId = account.id
    self.provider = account.identity.provider
    self.startedAt = startedAt
  }
}
// endregion
