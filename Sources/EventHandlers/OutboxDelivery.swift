// Chapter 9 — Published after commit (EV-2). Docs/09-events-and-queries.md
//
// Read first: the order inside `deliverPending()`. An event is handed to every handler
// first, and only then is its position recorded as delivered. A crash in between means the
// event is handed over again after the restart: at least once, never lost. Recording first
// would be "at most once": a crash in between would lose the event for good.
//
// Both relays run this one loop: `UserEventRelay` over the user repository's outbox and
// `CircleEventRelay` over the circle repository's. Only how to read, hand over and record differs.

/// The delivery loop of an outbox relay: read a batch, hand each event to every handler,
/// then record it as delivered; again until nothing is left.
actor OutboxDelivery<Event: Sendable> {
  private let batchSize: Int
  private let readBatch: @Sendable (Int) async throws -> [Event]
  private let handlers: [@Sendable (Event) async throws -> Void]
  private let positionOf: @Sendable (Event) -> Int
  private let markDelivered: @Sendable (Int) async throws -> Void
  private var isDelivering = false
  private var isAskedAgain = false

  /// Makes the loop from how an outbox reads a batch of `Event`s and records progress, the
  /// handlers each event goes to, and where an event stands in commit order.
  init(
    batchSize: Int,
    readBatch: @escaping @Sendable (Int) async throws -> [Event],
    handlers: [@Sendable (Event) async throws -> Void],
    positionOf: @escaping @Sendable (Event) -> Int,
    markDelivered: @escaping @Sendable (Int) async throws -> Void
  ) {
    self.batchSize = max(1, batchSize)
    self.readBatch = readBatch
    self.handlers = handlers
    self.positionOf = positionOf
    self.markDelivered = markDelivered
  }

  // region: deliverPending
  /// Hands every undelivered event, oldest first, to every handler, recording the progress
  /// after each event; returns how many events this call delivered.
  ///
  /// A call made while another is delivering only asks that one to look again, so one
  /// relay never hands the same event out twice at once.
  /// - Throws: ``EventDeliveryError``; the failed event and the ones after it stay
  ///   undelivered for the next call.
  func deliverPending() async throws(EventDeliveryError) -> Int {
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
        let batch = try await read()
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

  private func read() async throws(EventDeliveryError) -> [Event] {
    do {
      return try await readBatch(batchSize)
    } catch {
      throw .outboxFailure("\(error)")
    }
  }

  private func handOver(_ event: Event) async throws(EventDeliveryError) {
    for handler in handlers {
      do {
        try await handler(event)
      } catch {
        throw .handlerFailed(position: positionOf(event), reason: "\(error)")
      }
    }
  }

  private func record(_ event: Event) async throws(EventDeliveryError) {
    do {
      try await markDelivered(positionOf(event))
    } catch {
      throw .outboxFailure("\(error)")
    }
  }
}
