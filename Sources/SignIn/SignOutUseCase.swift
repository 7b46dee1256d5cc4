// Chapter 10 — Boundaries (BC-2, RE-8): signing out. Docs/10-boundaries.md
//
// Read first: what it does not do. Signing out ends a session, not an account: the
// account, its profile and its link stay, and the next sign-in finds them. The cache is
// cleared because the next person at this device may be someone else.

import Authentication

// region: SignOutUseCase
/// Ends the session; every account and profile stays.
public struct SignOutUseCase: Sendable {
  private let sessions: any SessionStore
  private let device: any SessionTokenStore
  private let cache: any SessionCache

  /// Makes the use case over the sessions, this device's token and the session cache.
  public init(sessions: any SessionStore, device: any SessionTokenStore, cache: any SessionCache) {
    self.sessions = sessions
    self.device = device
    self.cache = cache
  }

  /// Ends the session this device holds and drops the cache.
  ///
  /// With nobody signed in it is no error: the outcome asked for already holds, so
  /// signing out twice does nothing more.
  /// - Throws: ``SessionError/storageFailure(_:)`` when the session cannot be ended.
  public func execute() async throws(SessionError) {
    try await SessionError.callStore { try await sessions.end(heldBy: device) }
    await cache.clearOnSignOut()
  }
}
// endregion
