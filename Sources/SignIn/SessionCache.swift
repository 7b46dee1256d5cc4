// Chapter 10 — Boundaries (BC-2, RE-8): what the use cases need of chapter 4's cache.
// Docs/10-boundaries.md
//
// Read first: the two requirements. Chapter 4's `CachedUserRepository` already has both
// (RE-8); this port states them in the application's terms, so sign-out and withdrawal
// can call them without importing an adapter. A composition root adds the conformance
// in one line: `extension CachedUserRepository: SessionCache {}`.

import ValueObjects

// region: SessionCache
/// The session cache of users, as the session's use cases need it.
public protocol SessionCache: Sendable {
  /// Drops everything cached: another person may sign in next; the store keeps all.
  func clearOnSignOut() async
  /// Deletes the user from the store, then drops the cache: the account is gone.
  func clearOnWithdrawal(of id: UserId) async throws
}
// endregion
