// Chapter 9 — Domain events (EV-2): the outbox every user repository keeps beside its users.
// Docs/09-events-and-queries.md
//
// Read first: positions are counted, never stored with an event. Every repository (and every
// process sharing a file repository) replays the same commits in the same order, so the n-th
// event recorded is at position n everywhere; a process cannot hand out a position another
// process already used.

import Entities

// region: UserOutbox
/// The events recorded with changes, numbered in commit order, and how far delivery got.
struct UserOutbox: Sendable {
  /// The position of the last event ever recorded (0 before the first).
  private(set) var lastPosition = 0
  /// Every event up to this position has been delivered.
  private(set) var deliveredThrough = 0
  /// The recorded events after ``deliveredThrough``, oldest first.
  private var pending: [PendingUserEvent] = []
}
// endregion

extension UserOutbox {
  /// Appends the events of one commit, numbering them after the last.
  mutating func record(_ events: [UserEvent]) {
    for event in events {
      lastPosition += 1
      if lastPosition > deliveredThrough {
        pending.append(PendingUserEvent(position: lastPosition, event: event))
      }
    }
  }

  /// Notes that delivery reached `position`; an older mark changes nothing.
  mutating func markDelivered(through position: Int) {
    guard position > deliveredThrough else { return }
    deliveredThrough = position
    pending.removeAll { $0.position <= position }
  }

  /// Starts from a compacted journal: `last` events were recorded, `delivered` delivered.
  mutating func resume(lastPosition last: Int, deliveredThrough delivered: Int) {
    lastPosition = max(lastPosition, last)
    markDelivered(through: delivered)
  }

  /// The oldest undelivered events, at most `limit`.
  func undelivered(limit: Int) -> [PendingUserEvent] {
    Array(pending.prefix(max(0, limit)))
  }

  /// The undelivered events, oldest first (what compaction keeps).
  var undeliveredEvents: [PendingUserEvent] { pending }
}
