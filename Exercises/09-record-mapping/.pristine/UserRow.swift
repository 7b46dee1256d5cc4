// Exercise 09 — your turn: map a User to a row and back. See README.md or README.ko.md.

import Entities
import ExerciseSupport
import Foundation
import ValueObjects

/// How a user is kept in a table another service also reads: primitive, `Codable` columns and
/// nothing from the domain.
///
/// The row is that table's shape, not the domain's. Its conventions are the table's own:
/// the creation instant in whole milliseconds since 1970, and no status message as `nil`
/// (SQL's NULL), never as empty text.
public struct UserRow: Codable, Sendable, Hashable {
  /// The user's id, as text.
  public var id: String
  /// The user's name, as text.
  public var name: String
  /// The user's status message, as text, or `nil` when the user has none.
  public var statusMessage: String?
  /// The creation instant, in whole milliseconds since 1970-01-01 00:00:00 UTC.
  public var createdAtMilliseconds: Int64

  /// Makes a row from its columns, as a decoder or a migration would.
  public init(id: String, name: String, statusMessage: String?, createdAtMilliseconds: Int64) {
    self.id = id
    self.name = name
    self.statusMessage = statusMessage
    self.createdAtMilliseconds = createdAtMilliseconds
  }

  /// Flattens a user into a row.
  public init(_ user: User) {
    // TODO: copy each value object's text (no message is nil), and the creation instant as
    // milliseconds since 1970, rounded to the nearest.
    self = unimplemented(
      "UserRow.init(_:)",
      placeholder: UserRow(id: "", name: "", statusMessage: "", createdAtMilliseconds: 0))
  }

  /// Rebuilds the user, validating every column through its value object.
  /// - Throws: the value object's `ValidationError` for the first column that breaks a rule.
  public func makeUser() throws -> User {
    // TODO: make each value object from its column, then the user.
    throw NotImplemented("UserRow.makeUser()")
  }
}
