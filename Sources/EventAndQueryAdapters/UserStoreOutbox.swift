// Chapter 9 — Published after commit (EV-2): the user repositories answer the relay's port.
// Docs/09-events-and-queries.md
//
// Read first: who implements whose port. `UserEventOutbox` is the relay's need, stated in
// the application layer; the repositories are adapters, and an adapter implements ports of the
// application layer as it implements the domain's (`UserRepository`). Chapter 4's repositories
// cannot import chapter 9, so the answer is written here, in chapter 9's adapter module,
// over what the repositories keep: no composition root has to say it.

import EventHandlers
import Persistence

// region: UserStoreOutbox
extension InMemoryUserRepository: UserEventOutbox {
  /// The oldest undelivered events, at most `limit`, in commit order.
  public func undeliveredEvents(limit: Int) -> [UserOutboxEvent] {
    pendingEvents(limit: limit).map { UserOutboxEvent(position: $0.position, event: $0.event) }
  }

  /// Records that delivery reached `position`; an older mark changes nothing.
  public func markDelivered(through position: Int) {
    recordDelivery(through: position)
  }
}
// endregion

extension FileUserRepository: UserEventOutbox {
  /// The oldest undelivered events, at most `limit`, in commit order, including those other
  /// processes stored.
  public func undeliveredEvents(limit: Int) throws(StorageError) -> [UserOutboxEvent] {
    try pendingEvents(limit: limit).map {
      UserOutboxEvent(position: $0.position, event: $0.event)
    }
  }

  /// Records, durably, that delivery reached `position`; an older mark writes nothing.
  public func markDelivered(through position: Int) throws(StorageError) {
    try recordDelivery(through: position)
  }
}
