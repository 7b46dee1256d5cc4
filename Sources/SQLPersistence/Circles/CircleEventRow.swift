// Chapter 12 — Real databases (DB-5): a circle event as one row of `circle_outbox`.
// Docs/modules.md
//
// Read first: `init(_:)`. The outbox is a table beside `circles`: a save inserts its
// events in the same transaction as the circle's rows, so both commit or neither does.
// The row's `position` (the table's key, growing, never reused) is the event's place in
// commit order; delivering deletes the rows it covers.

import Aggregates
import Foundation
import ValueObjects

/// A circle event flattened into the columns of one `circle_outbox` row.
struct CircleEventRow: Sendable, Hashable {
  var kind: String
  var circle: String
  /// The member joined or left; the founder; the new owner when ownership passed.
  var member: String?
  var formerOwner: String?
  var oldName: String?
  /// The name it got, when the circle was founded or renamed.
  var newName: String?
  /// Seconds since 1970-01-01 00:00:00 UTC.
  var occurredAt: Double

  /// The columns, in the order the statements name them.
  static let columns = "kind, circle_id, member, former_owner, old_name, new_name, occurred_at"
}

extension CircleEventRow {
  /// The row that keeps `event`.
  init(_ event: CircleEvent) {
    let circle = event.circle.value
    let instant = event.occurredAt.timeIntervalSince1970
    switch event {
    case .founded(let founded):
      self.init(
        kind: "founded", circle: circle, member: founded.owner.value,
        newName: founded.name.value, occurredAt: instant)
    case .memberJoined(let joined):
      self.init(
        kind: "memberJoined", circle: circle, member: joined.member.value, occurredAt: instant)
    case .memberLeft(let left):
      self.init(
        kind: "memberLeft", circle: circle, member: left.member.value, occurredAt: instant)
    case .renamed(let renamed):
      self.init(
        kind: "renamed", circle: circle, oldName: renamed.from.value,
        newName: renamed.to.value, occurredAt: instant)
    case .ownershipPassed(let passed):
      self.init(
        kind: "ownershipPassed", circle: circle, member: passed.to.value,
        formerOwner: passed.from.value, occurredAt: instant)
    }
  }

  /// The event this row keeps, each column checked by its value object.
  /// - Throws: ``CircleRowError`` naming the event's position and the column.
  func makeEvent(store: String, position: Int) throws(CircleRowError) -> CircleEvent {
    func invalid(_ column: String, _ problem: Any) -> CircleRowError {
      .invalidRow(
        store: store, table: "circle_outbox", key: "\(position)", column: column,
        problem: "\(problem)")
    }
    func user(_ text: String?, _ column: String) throws(CircleRowError) -> UserId {
      do { return try UserId(text ?? "") } catch { throw invalid(column, error) }
    }
    func name(_ text: String?, _ column: String) throws(CircleRowError) -> CircleName {
      do { return try CircleName(text ?? "") } catch { throw invalid(column, error) }
    }
    let id: CircleId
    do { id = try CircleId(circle) } catch { throw invalid("circle_id", error) }
    guard occurredAt.isFinite else { throw invalid("occurred_at", "not a finite number") }
    let instant = Date(timeIntervalSince1970: occurredAt)
    switch kind {
    case "founded":
      return .founded(
        CircleFounded(
          circle: id, name: try name(newName, "new_name"), owner: try user(member, "member"),
          occurredAt: instant))
    case "memberJoined":
      return .memberJoined(
        MemberJoined(circle: id, member: try user(member, "member"), occurredAt: instant))
    case "memberLeft":
      return .memberLeft(
        MemberLeft(circle: id, member: try user(member, "member"), occurredAt: instant))
    case "renamed":
      return .renamed(
        CircleRenamed(
          circle: id, from: try name(oldName, "old_name"), to: try name(newName, "new_name"),
          occurredAt: instant))
    case "ownershipPassed":
      return .ownershipPassed(
        OwnershipPassed(
          circle: id, from: try user(formerOwner, "former_owner"),
          to: try user(member, "member"), occurredAt: instant))
    default: throw invalid("kind", "\"\(kind)\" is no circle event")
    }
  }
}
