// Chapter 10 — Boundaries (BC-2): the device's token, in memory. Docs/10-boundaries.md

import Authentication

/// ``SessionTokenStore`` in memory, for tests and examples.
public actor InMemorySessionTokenStore: SessionTokenStore {
  private var token: SessionToken?

  /// Makes a device that holds no token.
  public init() {}

  /// The token held, or `nil`.
  public func held() -> SessionToken? { token }

  /// Holds `token`.
  public func hold(_ token: SessionToken?) { self.token = token }
}
