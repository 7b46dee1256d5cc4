// Chapter 9 — Domain events (EV-2): an event a user repository's outbox still holds.
// Docs/09-events-and-queries.md
//
// The repository numbers events in commit order and keeps them until delivery passes them.
// What the relay reads (`UserOutboxEvent`, beside its port in the application layer) is
// made from this in `EventAndQueryAdapters`; the repository itself knows no relay.

import Entities

/// A user event a repository keeps until it is delivered, with its place in commit order.
package struct PendingUserEvent: Sendable, Hashable {
  /// The event's place in commit order: 1 for the first event the repository ever kept.
  package let position: Int
  /// What happened.
  package let event: UserEvent

  /// Pairs an event with its place in commit order.
  package init(position: Int, event: UserEvent) {
    self.position = position
    self.event = event
  }
}
