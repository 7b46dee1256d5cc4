// Chapter 9 — Published after commit (EV-2): the circle store's relay.
// Docs/09-events-and-queries.md
//
// Read first: `EventRelay`, the user store's relay. This is its sibling for the circle
// outbox, with the same order inside `deliverPending()` (hand over, then record) and so the
// same guarantee: at least once, never lost. It is a sibling rather than a generic relay
// because `EventRelay`'s type is part of chapter 9's public face (`UserLifecycleService`
// takes one), and the two outboxes hand out different events.

import Aggregates

// region: CircleEventRelay
/// Delivers the events a circle outbox holds to handlers, after the commit, at least once.
///
/// ```swift
/// let relay = CircleEventRelay(outbox: circles, handlers: [tellOwners])
/// try await relay.deliverPending()   // after every circle command, and once at start-up
/// ```
public actor CircleEventRelay {
  private let outbox: any CircleEventOutbox
  private let handlers: [any CircleEventHandler]
  private let batchSize: Int
  private var isDelivering = false
  private var isAskedAgain = false

  /// Makes a relay from a circle outbox to these handlers, reading `batchSize` events at a
  /// time.
  public init(
    outbox: any CircleEventOutbox, handlers: [any CircleEventHandler], batchSize: Int = 100
  ) {
    self.outbox = outbox
    self.handlers = handlers
    self.batchSize = max(1, batchSize)
  }
  // endregion

  /// Hands every undelivered event, oldest first, to every handler, recording the progress
  /// after each event; returns how many events this call delivered.
  ///
  /// A call made while another is delivering only asks that one to look again.
  /// - Throws: ``EventDeliveryError``; the failed event and the ones after it stay
  ///   undelivered for the next call.
  @discardableResult
  public func deliverPending() async throws(EventDeliveryError) -> Int {
    guard !isDelivering else {
      isAskedAgain = true
      return 0
    }
    isDelivering = true
    defer { isDelivering = false }
    var delivered = 0
    repeat {
      isAskedAgain = false
      while true {
        let batch = try await readBatch()
        if batch.isEmpty { break }
        for event in batch {
          try await handOver(event)
          try await record(event)
          delivered += 1
        }
      }
    } while isAskedAgain
    return delivered
  }

  private func readBatch() async throws(EventDeliveryError) -> [CircleOutboxEvent] {
    do {
      return try await outbox.undeliveredEvents(limit: batchSize)
    } catch {
      throw .outboxFailure("\(error)")
    }
  }

  private func handOver(_ event: CircleOutboxEvent) async throws(EventDeliveryError) {
    for handler in handlers {
      do {
        try await handler.handle(event)
      } catch {
        throw .handlerFailed(position: event.position, reason: "\(error)")
      }
    }
  }

  private func record(_ event: CircleOutboxEvent) async throws(EventDeliveryError) {
    do {
      try await outbox.markDelivered(through: event.position)
    } catch {
      throw .outboxFailure("\(error)")
    }
  }
}
