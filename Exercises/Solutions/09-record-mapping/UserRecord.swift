// Exercise 09 — reference solution. Docs/exercises.md

import Entities
import Foundation
import ValueObjects

/// How a user is stored: primitive, `Codable` fields and nothing from the domain.
///
/// The record is the storage's shape, not the domain's: renaming a property of `User`
/// does not change the file, and the file's conventions (seconds as a number, an empty
/// string for "no message") stay out of the domain.
public struct UserRecord: Codable, Sendable, Hashable {
  /// The user's id, as text.
  public var id: String
  /// The user's name, as text.
  public var name: String
  /// The user's status message, as text (empty for none).
  public var statusMessage: String
  /// The creation instant, in seconds since 1970-01-01 00:00:00 UTC.
  public var createdAt: Double

  /// Makes a record from its stored fields, as a decoder or a migration would.
  public init(id: String, name: String, statusMessage: String, createdAt: Double) {
    self.id = id
    self.name = name
    self.statusMessage = statusMessage
    self.createdAt = createdAt
  }

  /// Flattens a user into a record.
  public init(_ user: User) {
    // The domain keeps an instant (`Date`); seconds since 1970 is only how this file
    // writes it down, the convention other tools read.
    self.init(
      id: user.id.value, name: user.name.value, statusMessage: user.statusMessage.value,
      createdAt: user.createdAt.timeIntervalSince1970)
  }

  /// Rebuilds the user, validating every field through its value object.
  /// - Throws: the value object's `ValidationError` for the first field that breaks a rule.
  public func makeUser() throws -> User {
    // A record comes from outside the domain, so it is checked like any other input:
    // loading a name that breaks today's rule would put an invalid `User` into a domain
    // that promises there are none.
    User(
      id: try UserId(id), name: try UserName(name),
      statusMessage: try StatusMessage(statusMessage),
      createdAt: Date(timeIntervalSince1970: createdAt))
  }
}
