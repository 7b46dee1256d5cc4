// Chapter 10 — Boundaries (BC-2): the sessions, in memory. Docs/10-boundaries.md

import Authentication

/// A `SessionStore` in memory: the sessions last as long as the process.
public actor InMemorySessionStore: SessionStore {
  private var sessions: [SessionToken: Session] = [:]

  /// Makes a store with no session.
  public init() {}

  /// The session under `token`, or `nil`.
  public func session(_ token: SessionToken) -> Session? { sessions[token] }

  /// Keeps `session` under its token, forgetting the sessions that ended before it started.
  public func start(_ session: Session) {
    sessions = sessions.filter { !$0.value.hasExpired(at: session.startedAt) }
    sessions[session.token] = session
  }

  /// Ends the session under `token`.
  public func end(_ token: SessionToken) { sessions[token] = nil }
}
