// Chapter 12 — Real databases (DB-5): a user event as one row of the outbox table.
// Docs/modules.md
//
// Read first: `init(_:)`. The outbox is a table beside `users`: a save inserts its events
// in the same transaction as the user's row, so both commit or neither does. Each event
// is flattened into the same columns, its kind saying which of them it uses.

import Entities
import Foundation
import ValueObjects

/// A user event flattened into the columns of one `user_outbox` row.
struct UserEventRow: Sendable, Hashable {
  var kind: String
  var user: String
  var name: String?
  var previousName: String?
  var statusMessage: String?
  /// Seconds since 1970-01-01 00:00:00 UTC.
  var occurredAt: Double

  /// The columns, in the order the repositories' statements name them.
  static let columns = "kind, user_id, name, previous_name, status_message, occurred_at"
}

extension UserEventRow {
  /// The row that keeps `event`.
  init(_ event: UserEvent) {
    let instant = event.occurredAt.timeIntervalSince1970
    let user = event.user.value
    switch event {
    case .registered(let fact):
      self.init(kind: "registered", user: user, name: fact.name.value, occurredAt: instant)
    case .renamed(let fact):
      self.init(
        kind: "renamed", user: user, name: fact.name.value,
        previousName: fact.previousName.value, occurredAt: instant)
    case .statusMessageChanged(let fact):
      self.init(
        kind: "statusMessageChanged", user: user, statusMessage: fact.statusMessage.value,
        occurredAt: instant)
    case .upgraded: self.init(kind: "upgraded", user: user, occurredAt: instant)
    case .downgraded: self.init(kind: "downgraded", user: user, occurredAt: instant)
    case .withdrew: self.init(kind: "withdrew", user: user, occurredAt: instant)
    }
  }

  /// The event this row keeps, each column checked by its value object.
  /// - Throws: ``UserRowError`` naming the event's position and the column.
  func makeEvent(store: String, position: Int) throws(UserRowError) -> UserEvent {
    func invalid(_ column: String, _ problem: Any) -> UserRowError {
      .invalidRow(
        store: store, table: "user_outbox", key: "\(position)", column: column,
        problem: "\(problem)")
    }
    func userName(_ text: String?, _ column: String) throws(UserRowError) -> UserName {
      do { return try UserName(text ?? "") } catch { throw invalid(column, error) }
    }
    let id: UserId
    do { id = try UserId(user) } catch { throw invalid("user_id", error) }
    guard occurredAt.isFinite else { throw invalid("occurred_at", "not a finite number") }
    let instant = Date(timeIntervalSince1970: occurredAt)
    switch kind {
    case "registered":
      return .registered(
        UserRegistered(user: id, name: try userName(name, "name"), occurredAt: instant))
    case "renamed":
      return .renamed(
        UserRenamed(
          user: id, previousName: try userName(previousName, "previous_name"),
          name: try userName(name, "name"), occurredAt: instant))
    case "statusMessageChanged":
      let message: StatusMessage
      do { message = try StatusMessage(statusMessage ?? "") } catch {
        throw invalid("status_message", error)
      }
      return .statusMessageChanged(
        UserStatusMessageChanged(user: id, statusMessage: message, occurredAt: instant))
    case "upgraded": return .upgraded(UserUpgraded(user: id, occurredAt: instant))
    case "downgraded": return .downgraded(UserDowngraded(user: id, occurredAt: instant))
    case "withdrew": return .withdrew(UserWithdrew(user: id, occurredAt: instant))
    default: throw invalid("kind", "\"\(kind)\" is no user event")
    }
  }
}
