// Chapter 9 — Published after commit (EV-2): the circle repositories answer the relay's port.
// Docs/09-events-and-queries.md
//
// As for the users' repositories (`UserStoreOutbox.swift`): the port is the application layer's,
// the repositories are adapters, and chapter 7's cannot import chapter 9, so their answer
// is written here, over what they keep.

import CirclePersistence
import EventHandlers

extension InMemoryCircleRepository: CircleEventOutbox {
  /// The oldest undelivered events, at most `limit`, in commit order.
  public func undeliveredEvents(limit: Int) -> [CircleOutboxEvent] {
    pendingEvents(limit: limit).map { CircleOutboxEvent(position: $0.position, event: $0.event) }
  }

  /// Records that delivery reached `position`; an older mark changes nothing.
  public func markDelivered(through position: Int) {
    recordDelivery(through: position)
  }
}

extension FileCircleRepository: CircleEventOutbox {
  /// The oldest undelivered events, at most `limit`, in commit order, including those other
  /// processes stored.
  public func undeliveredEvents(limit: Int) throws(StorageError) -> [CircleOutboxEvent] {
    try pendingEvents(limit: limit).map {
      CircleOutboxEvent(position: $0.position, event: $0.event)
    }
  }

  /// Records, durably, that delivery reached `position`, and drops the events it covers;
  /// an older mark writes nothing.
  public func markDelivered(through position: Int) throws {
    try recordDelivery(through: position)
  }
}
