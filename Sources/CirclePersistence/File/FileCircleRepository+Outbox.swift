// Chapter 9 — Domain events (EV-2): the file circle store's outbox.
// Docs/09-events-and-queries.md
//
// Read first: `save(_:recording:)`. The circle and its events are written in ONE snapshot,
// replaced by one atomic rename: after a crash the file holds the old snapshot or the new
// one, so the change and its events are stored together or not at all. Delivered events
// are simply left out of the next snapshot; the counters keep positions growing.

import Aggregates
import JournalEngine

// region: FileCircleRepository+Outbox
extension FileCircleRepository: CircleEventOutbox {
  /// Stores the circle and the events of its change in one snapshot, durably, checked as
  /// ``save(_:)`` checks (chapter 8) under the same lock.
  /// - Throws: ``StorageError``, ``StorageError/conflict(_:)`` included; on failure neither
  ///   the circle nor any event was stored.
  public func save(_ circle: Circle, recording events: [CircleEvent]) throws(StorageError) {
    try rewrite { circles, outbox throws(StorageError) in
      let stored = circles[circle.id]?.version ?? 0
      guard stored == circle.version else {
        throw .conflict(
          Circle.VersionConflict(id: circle.id, saved: circle.version, stored: stored))
      }
      circles[circle.id] = circle.advancingVersion()
      outbox.record(events)
    }
  }
  // endregion

  /// The oldest undelivered events, at most `limit`, including those other processes
  /// stored.
  public func undeliveredEvents(limit: Int) throws(StorageError) -> [CircleOutboxEvent] {
    try refresh()
    return currentOutbox.undelivered(limit: limit)
  }

  /// Records, durably, that delivery reached `position`; an older mark writes nothing.
  public func markDelivered(through position: Int) throws(StorageError) {
    try refresh()
    guard position > currentOutbox.deliveredThrough else { return }
    try rewrite { _, outbox in outbox.markDelivered(through: position) }
  }
}
