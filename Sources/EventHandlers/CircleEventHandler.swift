// Chapter 9 — Handlers in the application layer (EV-2, EV-3): circle events.
// Docs/09-events-and-queries.md

import Aggregates

/// Follow-up work for a circle event, run after the change that caused it was committed.
///
/// Delivery is at least once: a handler may see the same event (same
/// `CircleOutboxEvent.position`) twice, and must then change nothing the second time.
public protocol CircleEventHandler: Sendable {
  /// Does the follow-up work for one event; throwing stops delivery, to be retried later.
  func handle(_ event: CircleOutboxEvent) async throws
}
