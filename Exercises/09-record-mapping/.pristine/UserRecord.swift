// Exercise 09 — your turn: map a User to a record and back. See README.md in this folder.

import Entities
import ExerciseSupport
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
    // TODO: copy each value object's text, and the creation instant as seconds since 1970.
    self = unimplemented(
      "UserRecord.init(_:)",
      placeholder: UserRecord(id: "", name: "", statusMessage: "", createdAt: 0))
  }

  /// Rebuilds the user, validating every field through its value object.
  /// - Throws: the value object's `ValidationError` for the first field that breaks a rule.
  public func makeUser() throws -> User {
    // TODO: make each value object from its field, then the user.
    throw NotImplemented("UserRecord.makeUser()")
  }
}
