// Chapter 9 — Handlers in the application layer (EV-3). Docs/09-events-and-queries.md
//
// Read first: "at least once". The relay may hand a handler the same event again (after a
// crash between handling and recording the progress), so every handler must leave the
// world as it was after the first time: it must be idempotent.

import Repositories

// region: UserEventHandler
/// Follow-up work for a user event, run after the change that caused it was committed.
///
/// Delivery is at least once: a handler may see the same event (same
/// `UserOutboxEvent.position`) twice, and must then change nothing the second time.
public protocol UserEventHandler: Sendable {
  /// Does the follow-up work for one event; throwing stops delivery, to be retried later.
  func handle(_ event: UserOutboxEvent) async throws
}
// endregion
