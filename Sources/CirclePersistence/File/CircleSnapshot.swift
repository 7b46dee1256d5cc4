// Chapter 7 — Beyond the basics (AD-2): what `circles.json` holds. Chapter 9 (EV-2) adds
// the outbox. Docs/09-events-and-queries.md
//
// Read first: `outbox` is optional. A snapshot written before chapter 9 has no outbox and
// opens as one with no events; the first write after that adds it. The circles and the
// events are in the same file, so they are replaced together by one atomic rename.

import Aggregates
import Foundation
import Persistence
import ValueObjects

/// Everything the circle store keeps: its circles and its outbox, as plain fields.
struct CircleSnapshot: SnapshotContents {
  /// Every circle.
  var circles: [CircleRecord] = []
  /// The events not yet delivered and the delivery position; `nil` in older snapshots.
  var outbox: Outbox?

  /// The outbox as stored: only undelivered events are kept, with the counters that keep
  /// positions growing after delivered events are dropped.
  struct Outbox: Codable, Hashable {
    /// The position of the last event ever recorded.
    var lastPosition: Int
    /// Every event up to this position was delivered.
    var deliveredThrough: Int
    /// The undelivered events, oldest first.
    var events: [EventRecord]
  }

  /// A circle event as stored: its kind, its position and its fields as text and numbers.
  struct EventRecord: Codable, Hashable {
    /// What kind of fact it is; `memberJoined` is the only kind so far.
    var kind: String
    /// Its place in commit order.
    var position: Int
    /// The circle's id.
    var circle: String
    /// The member's user id.
    var member: String
    /// When it happened, in seconds since 1970.
    var occurredAt: Double
  }
}

extension CircleSnapshot.Outbox {
  /// Flattens an outbox into what the snapshot stores.
  init(_ outbox: CircleOutbox) {
    lastPosition = outbox.lastPosition
    deliveredThrough = outbox.deliveredThrough
    events = outbox.pending.map(CircleSnapshot.EventRecord.init)
  }

  /// Rebuilds the outbox through the events' value objects.
  /// - Throws: the first rule a stored event breaks.
  func makeOutbox() throws -> CircleOutbox {
    CircleOutbox(
      lastPosition: lastPosition, deliveredThrough: deliveredThrough,
      pending: try events.map { try $0.makeEvent() })
  }
}

extension CircleSnapshot.EventRecord {
  /// Flattens an outbox event into a record.
  init(_ stored: CircleOutboxEvent) {
    position = stored.position
    switch stored.event {
    case .memberJoined(let joined):
      kind = "memberJoined"
      circle = joined.circle.value
      member = joined.member.value
      occurredAt = joined.occurredAt.timeIntervalSince1970
    }
  }

  /// Rebuilds the event through its ids' rules.
  /// - Throws: the first rule the record breaks, or an unknown kind.
  func makeEvent() throws -> CircleOutboxEvent {
    guard occurredAt.isFinite else { throw UserRecord.InvalidRecord.createdAt(occurredAt) }
    guard kind == "memberJoined" else { throw UnknownKind(kind: kind) }
    let joined = MemberJoined(
      circle: try CircleId(circle), member: try UserId(member),
      occurredAt: Date(timeIntervalSince1970: occurredAt))
    return CircleOutboxEvent(position: position, event: .memberJoined(joined))
  }

  /// A stored event of a kind this version does not know.
  struct UnknownKind: Error, CustomStringConvertible {
    /// The kind the record named.
    let kind: String
    /// A sentence naming the kind and the ones this version reads.
    var description: String { "an event of kind \"\(kind)\"; this version reads memberJoined" }
  }
}
