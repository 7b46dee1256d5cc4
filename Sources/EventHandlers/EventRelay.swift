// Chapter 9 — Published after commit (EV-2). Docs/09-events-and-queries.md
//
// Read first: the order inside `deliverPending()`. An event is handed to every handler
// first, and only then is its position recorded as delivered. A crash in between means the
// event is handed over again after the restart: at least once, never lost. Recording first
// would be "at most once": a crash in between would lose the event for good.

import Repositories

// region: EventRelay
/// Delivers the events an outbox holds to handlers, after the commit, at least once.
///
/// ```swift
/// let relay = EventRelay(outbox: users, handlers: [welcome, memberships])
/// try await relay.deliverPending()   // after every commit, and once at start-up
/// ```
public actor EventRelay {
  private let outbox: any UserEventOutbox
  private let handlers: [any UserEventHandler]
  private let batchSize: Int
  private var isDelivering = false
  private var isAskedAgain = false

  /// Makes a relay from an outbox to these handlers, reading `batchSize` events at a time.
  public init(
    outbox: any UserEventOutbox, handlers: [any UserEventHandler], batchSize: Int = 100
  ) {
    self.outbox = outbox
    self.handlers = handlers
    self.batchSize = max(1, batchSize)
  }
  // endregion

  // region: deliverPending
  /// Hands every undelivered event, oldest first, to every handler, recording the progress
  /// after each event; returns how many events this call delivered.
  ///
  /// A call made while another is delivering only asks that one to look again, so one
  /// relay never hands the same event out twice at once.
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
  // endregion

  private func readBatch() async throws(EventDeliveryError) -> [OutboxEvent] {
    do {
      return try await outbox.undeliveredEvents(limit: batchSize)
    } catch {
      throw .outboxFailure("\(error)")
    }
  }

  private func handOver(_ event: OutboxEvent) async throws(EventDeliveryError) {
    for handler in handlers {
      do {
        try await handler.handle(event)
      } catch {
        throw .handlerFailed(position: event.position, reason: "\(error)")
      }
    }
  }

  private func record(_ event: OutboxEvent) async throws(EventDeliveryError) {
    do {
      try await outbox.markDelivered(through: event.position)
    } catch {
      throw .outboxFailure("\(error)")
    }
  }
}
