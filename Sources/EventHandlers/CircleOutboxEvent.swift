// Chapter 9 — Domain events (EV-2): what the relay reads of a circle repository's outbox.
// Docs/09-events-and-queries.md
//
// A circle repository keeps the events a circle recorded in the same write as the circle
// (`CircleRepository.save(_:)`), numbered in commit order. This is one of them as the
// relay reads it through its port, `CircleEventOutbox`: the position is delivery's
// business, so the wrapper sits with the relay in the application layer, not in the
// circle slice.

import Aggregates

/// A circle event as a repository keeps it: numbered by its place in the commit order.
public struct CircleOutboxEvent: Sendable, Hashable {
  /// The event's place in commit order: 1 for the first event the repository ever kept.
  public let position: Int
  /// What happened.
  public let event: CircleEvent

  /// Pairs an event with its place in commit order, as a repository hands it out.
  public init(position: Int, event: CircleEvent) {
    self.position = position
    self.event = event
  }
}
