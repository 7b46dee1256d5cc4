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
  ///
  /// The fields a kind does not use are left out. Snapshots written when `memberJoined` was
  /// the only kind hold `member` in every event, and read as they did.
  struct EventRecord: Codable, Hashable {
    /// What kind of fact it is: `memberJoined`, `memberLeft`, `renamed` or
    /// `ownershipPassed`.
    var kind: String
    /// Its place in commit order.
    var position: Int
    /// The circle's id.
    var circle: String
    /// The member's user id (joined, left; the new owner when ownership passed).
    var member: String?
    /// The previous owner's user id, when ownership passed.
    var formerOwner: String?
    /// The name it had, when the circle was renamed.
    var oldName: String?
    /// The name it got, when the circle was renamed.
    var newName: String?
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
    circle = stored.event.circle.value
    occurredAt = stored.event.occurredAt.timeIntervalSince1970
    switch stored.event {
    case .memberJoined(let joined):
      kind = "memberJoined"
      member = joined.member.value
    case .memberLeft(let left):
      kind = "memberLeft"
      member = left.member.value
    case .renamed(let renamed):
      kind = "renamed"
      oldName = renamed.from.value
      newName = renamed.to.value
    case .ownershipPassed(let passed):
      kind = "ownershipPassed"
      formerOwner = passed.from.value
      member = passed.to.value
    }
  }

  /// Rebuilds the event through its ids' and names' rules.
  /// - Throws: the first rule the record breaks, a missing field, or an unknown kind.
  func makeEvent() throws -> CircleOutboxEvent {
    guard occurredAt.isFinite else { throw UserRecord.InvalidRecord.createdAt(occurredAt) }
    let circle = try CircleId(self.circle)
    let instant = Date(timeIntervalSince1970: occurredAt)
    let event: CircleEvent
    switch kind {
    case "memberJoined":
      event = .memberJoined(
        MemberJoined(circle: circle, member: try UserId(field(member)), occurredAt: instant))
    case "memberLeft":
      event = .memberLeft(
        MemberLeft(circle: circle, member: try UserId(field(member)), occurredAt: instant))
    case "renamed":
      event = .renamed(
        CircleRenamed(
          circle: circle, from: try CircleName(field(oldName)), to: try CircleName(field(newName)),
          occurredAt: instant))
    case "ownershipPassed":
      event = .ownershipPassed(
        OwnershipPassed(
          circle: circle, from: try UserId(field(formerOwner)), to: try UserId(field(member)),
          occurredAt: instant))
    default:
      throw Unreadable(reason: "an event of kind \"\(kind)\"; this version reads \(Self.kinds)")
    }
    return CircleOutboxEvent(position: position, event: event)
  }

  /// The kinds this version reads.
  static let kinds = "memberJoined, memberLeft, renamed and ownershipPassed"

  private func field(_ value: String?) throws -> String {
    guard let value else { throw Unreadable(reason: "a \(kind) event with a field missing") }
    return value
  }

  /// A stored event this version cannot read: an unknown kind, or a field missing.
  struct Unreadable: Error, CustomStringConvertible {
    /// What is wrong with it.
    let reason: String
    /// The reason, as a sentence.
    var description: String { reason }
  }
}
