// Chapter 9 — Domain events (EV-2), added to chapter 4's repository in its own words.
// Docs/09-events-and-queries.md
//
// Read first: `save(_:recording:)`. A repository that keeps the events of a change in the
// same commit as the change: either both are stored or neither is. Delivery happens later,
// from what is stored (`undeliveredEvents(limit:)`), and the progress of delivery is stored
// too (`markDelivered(through:)`), so a crash between commit and delivery loses nothing.
// It refines chapter 8's `UserWithdrawalStore`: a withdrawal's event joins the same unit of
// work that ends the account and keeps its record.

import Entities
import ValueObjects

// region: UserEventOutbox
/// A user repository with an outbox: events are stored with the change that caused them.
public protocol UserEventOutbox: UserWithdrawalStore {
  /// Stores the whole user and the events of its change in one atomic commit, with the
  /// same checks as `save(_:)` (chapter 8: the name is free, the copy is not stale).
  func save(_ user: User, recording events: [UserEvent]) async throws

  /// Ends the account, keeps its record and stores the events, in one atomic commit: chapter
  /// 8's unit of work, `withdraw(_:as:)`, with the events in the same transaction.
  func withdraw(_ user: User, as record: WithdrawnUser, recording events: [UserEvent]) async throws

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
