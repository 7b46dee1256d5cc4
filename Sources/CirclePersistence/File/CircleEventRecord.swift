// Chapter 9 — Domain events (EV-2): the circle outbox in the circles' journal.
// Docs/09-events-and-queries.md
//
// Read first: the two kinds. An event waiting for delivery is a record of kind `event`,
// keyed by its position in commit order (twelve digits, so keys sort as positions do),
// written in the same transaction as the circle that recorded it. How far delivery got is
// one record, `outbox delivered`; marking delivery removes the delivered events in the
// same transaction, and positions keep growing after them.
//
//     save event 000000000007 {"circle":"circle-1","kind":"memberJoined","member":"user-2",…}
//     save outbox delivered {"deliveredThrough":6}

import Aggregates
import Foundation
import JournalEngine
import ValueObjects

/// A circle event as stored: its kind and its fields as text and numbers; the fields a
/// kind does not use are left out.
///
/// The event-sourced repository keeps its facts in the same shape.
package struct CircleEventRecord: Codable, Hashable {
  /// What kind of fact it is: `founded`, `memberJoined`, `memberLeft`, `renamed` or
  /// `ownershipPassed`.
  var kind: String
  /// The circle's id.
  var circle: String
  /// The member's user id (joined, left; the founder; the new owner when ownership passed).
  var member: String?
  /// The previous owner's user id, when ownership passed.
  var formerOwner: String?
  /// The name it had, when the circle was renamed.
  var oldName: String?
  /// The name it got, when the circle was founded or renamed.
  var newName: String?
  /// When it happened, in seconds since 1970.
  var occurredAt: Double

  /// The kind of an event's records, and of the delivery mark's.
  static let kind = "event"
  static let outboxKind = "outbox"
  static let deliveredKey = "delivered"

  /// How far delivery got, as the `outbox delivered` record stores it.
  struct Delivered: Codable {
    var deliveredThrough: Int
  }
}

extension CircleEventRecord {
  /// Flattens an event into a record.
  package init(_ event: CircleEvent) {
    circle = event.circle.value
    occurredAt = event.occurredAt.timeIntervalSince1970
    switch event {
    case .founded(let founded):
      kind = "founded"
      member = founded.owner.value
      newName = founded.name.value
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

  /// The key of the event at `position`: twelve digits.
  static func key(_ position: Int) -> String {
    let digits = String(position)
    return String(repeating: "0", count: max(0, 12 - digits.count)) + digits
  }

  /// The journal record that stores the event at `position`.
  static func keyed(_ event: CircleEvent, at position: Int) throws -> KeyedRecord {
    try KeyedRecord(
      kind: kind, key: key(position), fields: try RecordJSON.fields(of: Self(event)))
  }

  /// The journal record of how far delivery got.
  static func keyed(deliveredThrough position: Int) throws -> KeyedRecord {
    try KeyedRecord(
      kind: outboxKind, key: deliveredKey,
      fields: try RecordJSON.fields(of: Delivered(deliveredThrough: position)))
  }

  /// Reads an event's journal record back, with its position, through the events' rules.
  /// - Throws: when the key is not a position, a field is missing, or the kind is unknown.
  static func event(from record: KeyedRecord) throws -> PendingCircleEvent {
    guard let position = Int(record.key), position > 0, record.key == key(position) else {
      throw RecordJSON.Unreadable(reason: "its key is not a position")
    }
    let stored = try RecordJSON.decode(Self.self, from: record)
    return PendingCircleEvent(position: position, event: try stored.makeEvent())
  }

  /// Rebuilds the event through its ids' and names' rules.
  /// - Throws: when a field is missing, a value breaks its rule, or the kind is unknown.
  package func makeEvent() throws -> CircleEvent {
    guard occurredAt.isFinite else { throw RecordJSON.Unreadable.notAnInstant(occurredAt) }
    let circle = try CircleId(self.circle)
    let instant = Date(timeIntervalSince1970: occurredAt)
    switch kind {
    case "founded":
      return .founded(
        CircleFounded(
          circle: circle, name: try CircleName(field(newName)), owner: try UserId(field(member)),
          occurredAt: instant))
    case "memberJoined":
      return .memberJoined(
        MemberJoined(circle: circle, member: try UserId(field(member)), occurredAt: instant))
    case "memberLeft":
      return .memberLeft(
        MemberLeft(circle: circle, member: try UserId(field(member)), occurredAt: instant))
    case "renamed":
      return .renamed(
        CircleRenamed(
          circle: circle, from: try CircleName(field(oldName)), to: try CircleName(field(newName)),
          occurredAt: instant))
    case "ownershipPassed":
      return .ownershipPassed(
        OwnershipPassed(
          circle: circle, from: try UserId(field(formerOwner)), to: try UserId(field(member)),
          occurredAt: instant))
    default:
      throw RecordJSON.Unreadable(
        reason: "an event of kind \"\(kind)\"; this version reads founded, memberJoined, "
          + "memberLeft, renamed and ownershipPassed")
    }
  }

  private func field(_ value: String?) throws -> String {
    guard let value else {
      throw RecordJSON.Unreadable(reason: "a \(kind) event with a field missing")
    }
    return value
  }
}
