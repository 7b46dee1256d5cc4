// Chapter 10 — Boundaries (AR-1), hexagonal style: the driving port.
// Docs/10-boundaries.md
//
// Read first: who owns this protocol. The hexagon (the application) declares what it
// offers; anything that drives it (a screen, a test, a command line) is an adapter that
// calls this port. It owns the driven port too: chapter 4's `UserRepository`.

import ValueObjects

// region: RegisteringUsers
/// What the hexagon offers its driving adapters: registering a user.
public protocol RegisteringUsers: Sendable {
  /// Registers a user named `name` and returns the new id.
  /// - Throws: ``RegistrationError`` naming the broken rule.
  func register(name: String) async throws(RegistrationError) -> UserId
}
// endregion
