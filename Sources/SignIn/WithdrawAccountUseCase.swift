// Chapter 10 — Boundaries (BC-2, RE-8): withdrawing, in both contexts.
// Docs/10-boundaries.md
//
// Read first: the order. The profile goes first, through the cache, which deletes it
// from the store and then drops everything cached: what it held belonged to an account
// that no longer exists. Then the link, the account and the session. If the profile
// cannot be deleted, nothing else is, and the person is still signed in to try again.

import Authentication

// region: WithdrawAccountUseCase
/// Ends the signed-in person's account: profile, link, account and session.
public struct WithdrawAccountUseCase: Sendable {
  private let sessions: any SessionStore
  private let accounts: any AccountRepository
  private let links: any ProfileLinks
  private let cache: any SessionCache

  /// Makes the use case over both contexts' stores, their links and the session cache.
  public init(
    sessions: any SessionStore, accounts: any AccountRepository, links: any ProfileLinks,
    cache: any SessionCache
  ) {
    self.sessions = sessions
    self.accounts = accounts
    self.links = links
    self.cache = cache
  }

  /// Deletes the profile (clearing the cache), then the link, the account and the session.
  /// - Throws: ``SessionError/notSignedIn`` when nobody is signed in;
  ///   ``SessionError/storageFailure(_:)`` from the first step that fails (later steps
  ///   do not run).
  public func execute() async throws(SessionError) {
    guard let session = try await SessionError.callStore({ try await sessions.current() }) else {
      throw .notSignedIn
    }
    let account = session.accountId
    try await SessionError.callStore {
      if let profile = try await links.profile(of: account) {
        try await cache.clearOnWithdrawal(of: profile)
        try await links.unlink(account)
      }
      try await accounts.delete(id: account)
      try await sessions.clear()
    }
  }
}
// endregion
