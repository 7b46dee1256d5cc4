// Chapter 10 — Boundaries (BC-2): being signed in. Docs/10-boundaries.md
//
// Read first: what a session holds. It says which account is signed in, through which
// provider, since when, and until when, under a random token of its own. It does not hold
// the provider's token (checked once, then dropped) nor a profile (loaded through the
// boundary).

import Foundation

// region: Session
/// A signed-in account: who, through which provider, since when, until when.
public struct Session: Sendable, Hashable {
  /// The random token the session is looked up by.
  public let token: SessionToken
  /// The signed-in account.
  public let accountId: AccountId
  /// The provider the person signed in with.
  public let provider: SignInProvider
  /// When the session started.
  public let startedAt: Date
  /// When it ends by itself; from then on the person must sign in again.
  public let expiresAt: Date

  /// Starts a session for `account` at `startedAt`, ending 12 hours later unless `expiresAt`
  /// says otherwise, under a new random token unless `token` is given.
  public init(
    account: Account, startedAt: Date, expiresAt: Date? = nil, token: SessionToken = .random()
  ) {
    self.token = token
    self.accountId = account.id
    self.provider = account.identity.provider
    self.startedAt = startedAt
    self.expiresAt = expiresAt ?? startedAt.addingTimeInterval(12 * 60 * 60)
  }

  /// Whether the session has ended by itself at `instant`.
  public func hasExpired(at instant: Date) -> Bool { instant >= expiresAt }
}
// endregion
