// Chapter 10 — Boundaries (BC-2): the current session, in memory. Docs/10-boundaries.md

import Authentication

/// A `SessionStore` in memory: the session lasts as long as the process.
public actor InMemorySessionStore: SessionStore {
  private var session: Session?

  /// Makes a store where nobody is signed in.
  public init() {}

  /// The current session, or `nil`.
  public func current() -> Session? { session }

  /// Makes `session` the current one.
  public func start(_ session: Session) { self.session = session }

  /// Ends the current session.
  public func clear() { session = nil }
}
