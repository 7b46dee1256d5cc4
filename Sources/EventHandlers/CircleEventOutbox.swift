// Chapter 9 — Published after commit (EV-2): the relay's port to a circle repository's outbox.
// Docs/09-events-and-queries.md
//
// Read first: where this protocol sits. Storing events with the change is the repository's
// job (`CircleRepository.save(_:)`, in the domain); how far delivery got is the relay's,
// so its port lives here, beside `CircleEventRelay`, not in the domain. Adapters implement
// it, as they implement the domain's ports: the circle repositories answer it in
// `EventAndQueryAdapters`, so no composition root has to.

import Aggregates

// region: CircleEventOutbox
/// What a relay needs of a circle repository: the events it kept, and a durable delivery mark.
public protocol CircleEventOutbox: Sendable {
  /// The oldest events not yet delivered, at most `limit` of them, in commit order.
  func undeliveredEvents(limit: Int) async throws -> [CircleOutboxEvent]

  /// Records, durably, that every event up to and including `position` was delivered.
  func markDelivered(through position: Int) async throws
}
// endregion
