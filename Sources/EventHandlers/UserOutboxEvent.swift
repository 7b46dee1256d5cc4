// Chapter 9 — Domain events (EV-2): what the relay reads of a user repository's outbox.
// Docs/09-events-and-queries.md
//
// Read first: the position. A repository keeps the events a save recorded in the same write as
// the change (its outbox) and hands them out later in commit order, each numbered by its
// place in that order. The number is delivery's business, not the domain's: the user
// states what happened (`UserEvent`), and this wrapper, beside the relay's port
// `UserEventOutbox`, says where in the delivery order it stands.

import Entities

// region: UserOutboxEvent
/// A user event as a repository's outbox keeps it: numbered by its place in the commit order.
public struct UserOutboxEvent: Sendable, Hashable {
  /// The event's place in commit order: 1 for the first event the repository ever kept.
  public let position: Int
  /// What happened.
  public let event: UserEvent

  /// Pairs an event with its place in commit order, as a repository hands it out.
  public init(position: Int, event: UserEvent) {
    self.position = position
    self.event = event
  }
}
// endregion
