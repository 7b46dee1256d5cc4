// Chapter 10 — Boundaries (BC-2, RE-8): "delete my account", in both contexts.
// Docs/10-boundaries.md
//
// Read first: who does what. The account is the authentication context's; the profile is
// the profile context's, and only its own use case may end it: `WithdrawUserUseCase`
// archives the profile (and, from chapter 9, records that the user withdrew, so their
// circles follow). This use case asks for that, never touching the profile's repository or
// cache itself; then it makes the session cache forget the user, and removes the link,
// the account and the session. If the profile cannot be withdrawn, nothing else changes,
// and the person is still signed in to try again.

import ApplicationServices
import Authentication
import Foundation

// region: WithdrawAccountUseCase
/// Deletes the signed-in person's account: the profile context withdraws their profile,
/// then the cache forgets it and the link, the account and the session end.
public struct WithdrawAccountUseCase: Sendable {
  private let sessions: any SessionStore
  private let device: any SessionTokenStore
  private let accounts: any AccountRepository
  private let links: any ProfileLinks
  private let withdrawProfile: WithdrawUserUseCase
  private let cache: any SessionCache
  private let now: @Sendable () -> Date

  /// Makes the use case over the accounts, the sessions and this device's token,
  /// the links between the contexts, the profile context's withdrawal, the session cache and
  /// the clock.
  public init(
    sessions: any SessionStore, device: any SessionTokenStore, accounts: any AccountRepository,
    links: any ProfileLinks, withdrawProfile: WithdrawUserUseCase, cache: any SessionCache,
    now: @escaping @Sendable () -> Date
  ) {
    self.sessions = sessions
    self.device = device
    self.accounts = accounts
    self.links = links
    self.withdrawProfile = withdrawProfile
    self.cache = cache
    self.now = now
  }

  /// Withdraws the profile through the profile context, then clears the cache for a
  /// withdrawal and ends the link, the account and the session.
  /// - Throws: ``SessionError/notSignedIn`` when nobody is signed in,
  ///   ``SessionError/sessionExpired(_:)`` or ``SessionError/unknownSession`` when the
  ///   session ran out or is not known;
  ///   ``SessionError/profile(_:)`` when the profile context refuses the withdrawal and
  ///   ``SessionError/storageFailure(_:)`` from the first step that fails (later steps
  ///   do not run).
  public func execute() async throws(SessionError) {
    guard let session = try await sessions.live(heldBy: device, at: now()) else {
      throw .notSignedIn
    }
    let account = session.accountId
    if let profile = try await SessionError.callStore({ try await links.profile(of: account) }) {
      do {
        _ = try await withdrawProfile.execute(WithdrawUserCommand(id: profile.value))
      } catch .userNotFound {
        // Already withdrawn through the profile context itself: nothing left to withdraw.
      } catch {
        throw .profile(error)
      }
      await cache.clearOnWithdrawal(of: profile)
      try await SessionError.callStore { try await links.unlink(account) }
    }
    try await SessionError.callStore {
      try await accounts.delete(id: account)
      try await sessions.end(heldBy: device)
    }
  }
}
// endregion
