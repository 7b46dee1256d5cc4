// Chapter 9 — Published after commit (EV-2): the circle repository's relay.
// Docs/09-events-and-queries.md
//
// Read first: `UserEventRelay`, the user repository's relay. This is its sibling for the circle
// outbox: the same loop (`OutboxDelivery`), so the same order (hand over, then record) and
// the same guarantee, at least once, never lost. Only the outbox and the handlers' event
// type differ.

import Aggregates

// region: CircleEventRelay
/// Delivers the events a circle outbox holds to handlers, after the commit, at least once.
///
/// ```swift
/// let relay = CircleEventRelay(outbox: circles, handlers: [publisher])
/// try await relay.deliverPending()   // after every circle command, and once at start-up
/// ```
public struct CircleEventRelay: Sendable {
  private let delivery: OutboxDelivery<CircleOutboxEvent>

  /// Makes a relay from a circle outbox to these handlers, reading `batchSize` events at a
  /// time.
  public init(
    outbox: any CircleEventOutbox, handlers: [any CircleEventHandler], batchSize: Int = 100
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

extension CircleEventRelay {
  /// Hands every undelivered event, oldest first, to every handler, recording the progress
  /// after each event; returns how many events this call delivered.
  /// - Throws: ``EventDeliveryError``; the failed event and the ones after it stay
  ///   undelivered for the next call.
  @discardableResult
  public func deliverPending() async throws(EventDeliveryError) -> Int {
    try await delivery.deliverPending()
  }
}
