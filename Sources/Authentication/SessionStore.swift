// Chapter 10 — Boundaries (BC-2): where the current session is kept. Docs/10-boundaries.md
//
// Read first: `clear()`. An app has at most one session; signing in replaces it and both
// signing out and withdrawing end it.

/// Keeps the app's one current session.
public protocol SessionStore: Sendable {
  /// The current session, or `nil` when nobody is signed in.
  func current() async throws -> Session?
  /// Makes `session` the current one.
  func start(_ session: Session) async throws
  /// Ends the current session, if any.
  func clear() async throws
}
