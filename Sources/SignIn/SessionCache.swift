// Chapter 10 — Boundaries (BC-2, RE-8): what the use cases need of chapter 4's cache.
// Docs/10-boundaries.md
//
// Read first: the two requirements, and what neither does. Sign-out and withdrawal both
// empty the session cache, for different reasons; neither deletes anything. Deleting a
// profile is the profile context's own use case (its withdrawal archives the profile and
// records the event); the cache only forgets. Chapter 4's `CachedUserRepository` already
// has both methods (RE-8); this port states them in the application's terms, so the use
// cases call them without importing an adapter. A composition root adds the conformance
// in one line: `extension CachedUserRepository: SessionCache {}`.

import ValueObjects

// region: SessionCache
/// The session cache of users, as the session's use cases need it: two ways to forget.
public protocol SessionCache: Sendable {
  /// Drops everything cached, because another person may sign in next; the repository keeps
  /// every user.
  func clearOnSignOut() async
  /// Forgets `id`'s user, whom the profile context has just withdrawn, and everything
  /// cached for the account that is ending; it deletes nothing.
  func clearOnWithdrawal(of id: UserId) async
}
// endregion
