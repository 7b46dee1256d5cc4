// Chapter 12 — Real databases (DB-2): a withdrawn user's record as one row of
// `withdrawn_users`. Docs/modules.md
//
// Read first: `makeRecord(store:)`. The archive keeps four facts (the id, the name, when the
// user registered and when they withdrew), each a column; a row becomes a record again only
// through the value objects' own initialisers, as a user's row does.

import Entities
import Foundation
import ValueObjects

/// A `WithdrawnUser` flattened into the columns of one `withdrawn_users` row.
struct WithdrawnUserRow: Sendable, Hashable {
  var id: String
  var name: String
  /// Seconds since 1970-01-01 00:00:00 UTC.
  var registeredAt: Double
  /// Seconds since 1970-01-01 00:00:00 UTC.
  var withdrawnAt: Double

  /// The columns, in the order the repositories' statements name them.
  static let columns = "id, name, registered_at, withdrawn_at"
}

extension WithdrawnUserRow {
  /// The row that keeps `record`.
  init(_ record: WithdrawnUser) {
    self.init(
      id: record.id.value, name: record.name.value,
      registeredAt: record.registeredAt.timeIntervalSince1970,
      withdrawnAt: record.withdrawnAt.timeIntervalSince1970)
  }

  /// The record this row keeps, each column checked by its value object.
  /// - Throws: ``UserRowError`` naming the row's id and the column that breaks a rule.
  func makeRecord(store: String) throws(UserRowError) -> WithdrawnUser {
    func invalid(_ column: String, _ problem: Any) -> UserRowError {
      .invalidRow(
        store: store, table: "withdrawn_users", key: id, column: column, problem: "\(problem)")
    }
    let userId: UserId
    do { userId = try UserId(id) } catch { throw invalid("id", error) }
    let userName: UserName
    do { userName = try UserName(name) } catch { throw invalid("name", error) }
    guard registeredAt.isFinite else { throw invalid("registered_at", "not a finite number") }
    guard withdrawnAt.isFinite else { throw invalid("withdrawn_at", "not a finite number") }
    // The record keeps only the id, the name and the instants: the user it is made from is
    // the registration those facts describe.
    let user = User.register(
      id: userId, name: userName, at: Date(timeIntervalSince1970: registeredAt))
    return WithdrawnUser(user, withdrawnAt: Date(timeIntervalSince1970: withdrawnAt))
  }
}
