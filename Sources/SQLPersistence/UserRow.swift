// Chapter 12 — Real databases (DB-2): a user as one row of the `users` table.
// Docs/modules.md
//
// Read first: `makeUser()`. A data mapper written by hand: the user's attributes become
// columns of plain SQL types, and a row becomes a user again only through the value
// objects' own initialisers, so a row that breaks today's rules is refused by name rather
// than loaded. The SQLite and PostgreSQL repositories share this mapping and the tables.

import Entities
import Foundation
import ValueObjects

// region: user-row
/// A user flattened into the columns of one `users` row.
struct UserRow: Sendable, Hashable {
  var id: String
  var name: String
  var statusMessage: String
  var type: String
  /// Seconds since 1970-01-01 00:00:00 UTC, as the file repository keeps it.
  var createdAt: Double
  var version: Int

  /// The columns, in the order the repositories' statements name them.
  static let columns = "id, name, status_message, type, created_at, version"
}
// endregion

extension UserRow {
  /// The row that stores `user` at `version`.
  init(_ user: User, version: Int) {
    self.init(
      id: user.id.value, name: user.name.value, statusMessage: user.statusMessage.value,
      type: user.type.rawValue, createdAt: user.createdAt.timeIntervalSince1970,
      version: version)
  }

  /// The user this row stores, each column checked by its value object.
  /// - Throws: ``UserRowError`` naming the row's id and the column that breaks a rule.
  func makeUser(store: String) throws(UserRowError) -> User {
    func invalid(_ column: String, _ problem: Any) -> UserRowError {
      .invalidRow(store: store, table: "users", key: id, column: column, problem: "\(problem)")
    }
    let userId: UserId
    do { userId = try UserId(id) } catch { throw invalid("id", error) }
    let userName: UserName
    do { userName = try UserName(name) } catch { throw invalid("name", error) }
    let message: StatusMessage
    do { message = try StatusMessage(statusMessage) } catch {
      throw invalid("status_message", error)
    }
    guard let userType = UserType(rawValue: type) else {
      throw invalid("type", "\"\(type)\" is neither normal nor premium")
    }
    guard createdAt.isFinite else { throw invalid("created_at", "not a finite number") }
    guard version > 0 else { throw invalid("version", "a stored user's version is 1 or more") }
    return User(
      id: userId, name: userName, statusMessage: message, type: userType,
      createdAt: Date(timeIntervalSince1970: createdAt), version: version)
  }
}
