// Chapter 10 — Boundaries (BC-2): where sessions are kept. Docs/10-boundaries.md
//
// Read first: `session(_:)`. A session is found by its token, and only by it: a token the
// store never issued, or one whose session ended, finds nothing.

/// Keeps the sessions under way, each under its random token.
public protocol SessionStore: Sendable {
  /// The session under `token`, or `nil` when there is none (never issued, or ended).
  func session(_ token: SessionToken) async throws -> Session?
  /// Keeps `session` under its token.
  func start(_ session: Session) async throws
  /// Ends the session under `token`, if any.
  func end(_ token: SessionToken) async throws
}
