// Chapter 10 — Boundaries (BC-2): the token this device holds. Docs/10-boundaries.md
//
// Read first: what it keeps. The session store keeps sessions; the device keeps only the
// token of its own, as a phone's keychain would, and presents it on every use case.

import Authentication

/// Where this device keeps the token of its session, as a keychain does.
public protocol SessionTokenStore: Sendable {
  /// The token this device holds, or `nil` when nobody is signed in on it.
  func held() async throws -> SessionToken?
  /// Holds `token` from now on; `nil` holds none.
  func hold(_ token: SessionToken?) async throws
}
