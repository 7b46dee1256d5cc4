// Chapter 9 — Published after commit (EV-2). Docs/09-events-and-queries.md
//
// Read first: `OutboxDelivery.deliverPending()`, the loop this relay runs, and its order:
// hand each event to every handler, then record it as delivered (at least once, never
// lost). This type says only where the events come from (the user repository's outbox) and who
// gets them (`UserEventHandler`s).
//
// Who calls it: the composition root, after every command and once at start-up. No use
// case calls the relay or any follow-up work: a use case commits its change and its events,
// and is done.

import Repositories

// region: UserEventRelay
/// Delivers the events an outbox holds to handlers, after the commit, at least once.
///
/// ```swift
/// let relay = UserEventRelay(outbox: users, handlers: [welcome, memberships])
/// try await relay.deliverPending()   // after every commit, and once at start-up
/// ```
public struct UserEventRelay: Sendable {
  private let delivery: OutboxDelivery<UserOutboxEvent>

  /// Makes a relay from an outbox to these handlers, reading `batchSize` events at a time.
  public init(
    outbox: any UserEventOutbox, handlers: [any UserEventHandler], batchSize: Int = 100
  ) {
    delivery = OutboxDelivery(
      batchSize: batchSize,
      readBatch: { limit in try await outbox.undeliveredEvents(limit: limit) },
      handlers: handlers.map { handler in { event in try await handler.handle(event) } },
      positionOf: \.position,
      markDelivered: { position in try await outbox.markDelivered(through: position) })
  }
}
// endregion

extension UserEventRelay {
  /// Hands every undelivered event, oldest first, to every handler, recording the progress
  /// after each event; returns how many events this call delivered.
  ///
  /// A call made while another is delivering only asks that one to look again, so one
  /// relay never hands the same event out twice at once.
  /// - Throws: ``EventDeliveryError``; the failed event and the ones after it stay
  ///   undelivered for the next call.
  @discardableResult
  public func deliverPending() async throws(EventDeliveryError) -> Int {
    try await delivery.deliverPending()
  }
}
