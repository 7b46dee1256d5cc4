// Chapter 9 — Domain events (EV-2), added to chapter 4's repository in its own words.
// Docs/09-events-and-queries.md
//
// Read first: `save(_:recording:)`. A repository that keeps the events of a change in the
// same commit as the change: either both are stored or neither is. Delivery happens later,
// from what is stored (`undeliveredEvents(limit:)`), and the progress of delivery is stored
// too (`markDelivered(through:)`), so a crash between commit and delivery loses nothing.

import Entities
import ValueObjects

// region: UserEventOutbox
/// A user repository with an outbox: events are stored with the change that caused them.
public protocol UserEventOutbox: UserRepository {
  /// Stores the whole user and the events of its change in one atomic commit.
  func save(_ user: User, recording events: [UserEvent]) async throws

  /// Deletes the user with this id and stores the events in one atomic commit.
  func delete(id: UserId, recording events: [UserEvent]) async throws

  /// The oldest events not yet delivered, at most `limit` of them, in commit order.
  func undeliveredEvents(limit: Int) async throws -> [OutboxEvent]

  /// Records, durably, that every event up to and including `position` was delivered.
  func markDelivered(through position: Int) async throws
}
// endregion

/// An event as the outbox keeps it: numbered by its place in the commit order.
public struct OutboxEvent: Sendable, Hashable {
  /// The event's place in commit order: 1 for the first event the store ever kept.
  public let position: Int
  /// What happened.
  public let event: UserEvent

  /// Pairs an event with its place in commit order, as a store hands it out.
  public init(position: Int, event: UserEvent) {
    self.position = position
    self.event = event
  }
}
