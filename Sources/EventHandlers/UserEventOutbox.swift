// Chapter 9 — Published after commit (EV-2): what the relay needs of a user repository.
// Docs/09-events-and-queries.md
//
// Read first: the two requirements. Storing the events with the change is the repository's
// job (`UserRepository.save(_:)` keeps the events the user recorded, in the same write).
// Reading them back and recording how far delivery got is not the domain's business: it is
// the relay's need, so the port sits here, in the application layer, beside the relay.
// Adapters implement it, as they implement the domain's ports: the user repositories answer it
// in `EventAndQueryAdapters`, so no composition root has to.

// region: UserEventOutbox
/// A user repository's outbox, as the relay reads it: the events stored with changes, in commit
/// order, and the durable mark of how far delivery got.
public protocol UserEventOutbox: Sendable {
  /// The oldest events not yet delivered, at most `limit` of them, in commit order.
  func undeliveredEvents(limit: Int) async throws -> [UserOutboxEvent]

  /// Records, durably, that every event up to and including `position` was delivered.
  func markDelivered(through position: Int) async throws
}
// endregion
