// Exercise 09 — reference solution. Docs/exercises.md

import Entities
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
    // The table says "no message" with NULL; the domain says it with an empty message.
    let message = user.statusMessage.value
    // The domain keeps an instant (`Date`); whole milliseconds since 1970 is only how this
    // table writes it down, rounded to the nearest so no instant moves by more than half.
    self.init(
      id: user.id.value, name: user.name.value, statusMessage: message.isEmpty ? nil : message,
      createdAtMilliseconds: Int64((user.createdAt.timeIntervalSince1970 * 1_000).rounded()))
  }

  /// Rebuilds the user, validating every column through its value object.
  /// - Throws: the value object's `ValidationError` for the first column that breaks a rule.
  public func makeUser() throws -> User {
    // A row comes from outside the domain, so it is checked like any other input: loading
    // a name that breaks today's rule would put an invalid `User` into a domain that
    // promises there are none.
    User(
      id: try UserId(id), name: try UserName(name),
      statusMessage: try StatusMessage(statusMessage ?? ""),
      createdAt: Date(timeIntervalSince1970: Double(createdAtMilliseconds) / 1_000))
  }
}
