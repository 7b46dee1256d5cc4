// Chapter 9 — Domain events (EV-2): the outbox every circle repository keeps beside its circles.
// Docs/09-events-and-queries.md

import Aggregates

/// The circle events recorded with changes, numbered in commit order, and how far delivery
/// got.
struct CircleOutbox: Sendable, Hashable {
  /// The position of the last event ever recorded (0 before the first).
  private(set) var lastPosition = 0
  /// Every event up to this position has been delivered.
  private(set) var deliveredThrough = 0
  /// The recorded events after ``deliveredThrough``, oldest first.
  private(set) var pending: [PendingCircleEvent] = []

  /// An empty outbox.
  init() {}

  /// An outbox as a snapshot kept it: the undelivered events and the two counters.
  init(lastPosition: Int, deliveredThrough: Int, pending: [PendingCircleEvent]) {
    self.lastPosition = max(lastPosition, pending.last?.position ?? 0)
    self.deliveredThrough = deliveredThrough
    self.pending = pending.filter { $0.position > deliveredThrough }
  }

  /// Appends the events of one write, numbering them after the last.
  mutating func record(_ events: [CircleEvent]) {
    for event in events {
      lastPosition += 1
      pending.append(PendingCircleEvent(position: lastPosition, event: event))
    }
  }

  /// Notes that delivery reached `position`; an older mark changes nothing.
  mutating func markDelivered(through position: Int) {
    guard position > deliveredThrough else { return }
    deliveredThrough = position
    pending.removeAll { $0.position <= position }
  }

  /// The oldest undelivered events, at most `limit`.
  func undelivered(limit: Int) -> [PendingCircleEvent] {
    Array(pending.prefix(max(0, limit)))
  }
}
