// Chapter 9 — Domain events (EV-2): the file circle store's outbox.
// Docs/09-events-and-queries.md
//
// `save(_:)` writes a circle and the events it recorded in ONE snapshot, replaced by one
// atomic rename: after a crash the file holds the old snapshot or the new one, so the
// change and its events are stored together or not at all. This file is the delivery
// bookkeeping the relay's port (`CircleEventOutbox`) reads: delivered events are simply
// left out of the next snapshot; the counters keep positions growing.

import Aggregates
import JournalEngine

extension FileCircleRepository {
  /// The oldest undelivered events, at most `limit`, including those other processes
  /// stored: what the relay's `CircleEventOutbox` port reads.
  public func undeliveredEvents(limit: Int) throws(StorageError) -> [CircleOutboxEvent] {
    try refresh()
    return currentOutbox.undelivered(limit: limit)
  }

  /// Records, durably, that delivery reached `position`; an older mark writes nothing.
  public func markDelivered(through position: Int) throws(StorageError) {
    try refresh()
    guard position > currentOutbox.deliveredThrough else { return }
    try rewrite { _, outbox in
      outbox.markDelivered(through: position)
      return true
    }
  }
}
