// Chapter 9 — Domain events (EV-2), added to chapter 7's circle repository in its own words.
// Docs/09-events-and-queries.md
//
// Read first: `save(_:recording:)`. The circle's twin of chapter 9's `UserEventOutbox`: a
// circle store that keeps the events of a change in the same write as the changed circle,
// so either both are stored or neither is. Delivery happens later, from what is stored,
// and its progress is stored too, so a crash between the write and the delivery loses
// nothing.

// region: CircleEventOutbox
/// A circle repository with an outbox: events are stored with the change that caused them.
public protocol CircleEventOutbox: CircleRepository {
  /// Stores the whole circle and the events of its change in one atomic write, with the
  /// same check as `save(_:)` (chapter 8: the copy is not stale).
  func save(_ circle: Circle, recording events: [CircleEvent]) async throws

  /// The oldest events not yet delivered, at most `limit` of them, in commit order.
  func undeliveredEvents(limit: Int) async throws -> [CircleOutboxEvent]

  /// Records, durably, that every event up to and including `position` was delivered.
  func markDelivered(through position: Int) async throws
}
// endregion

/// A circle event as the outbox keeps it: numbered by its place in the commit order.
public struct CircleOutboxEvent: Sendable, Hashable {
  /// The event's place in commit order: 1 for the first event the store ever kept.
  public let position: Int
  /// What happened.
  public let event: CircleEvent

  /// Pairs an event with its place in commit order, as a store hands it out.
  public init(position: Int, event: CircleEvent) {
    self.position = position
    self.event = event
  }
}
