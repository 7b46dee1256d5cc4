// Chapter 4 — Repositories (RE-6, EN-7). Docs/04-repositories.md
//
// Read first: the two conversions. The domain's `User` is made of value objects; the
// journal stores plain strings and a number. `UserRecord(user)` flattens one into the
// other, and `makeUser()` rebuilds a `User` through the value objects' own initialisers,
// so a record that no longer obeys today's rules is reported instead of loaded. The last
// step, record ↔ journal entry, is in `UserRecord+JournalEntry.swift`.

import Entities
import Foundation
import ValueObjects

/// How a user is stored: primitive, `Codable` fields and nothing from the domain.
///
/// This is the articles' `UserObject`. The creation instant is stored as a `Double` of
/// seconds since 1970 (it resolves about a quarter of a microsecond at today's dates),
/// so an instant made from such a `Double`, as every clock in the workshop makes them,
/// round-trips exactly.
public struct UserRecord: Codable, Sendable, Hashable {
  // region: UserRecord
  /// The user's id, as text.
  public var id: String
  /// The user's name, as text.
  public var name: String
  /// The user's status message, as text (empty for none).
  public var statusMessage: String
  /// The creation instant, in seconds since 1970-01-01 00:00:00 UTC.
  public var createdAt: Double
  // region: chapter 7 adds type
  /// The user's type, `"normal"` or `"premium"`; records written before users
  /// had a type have no such field and read as `"normal"`.
  public var type: String
  // endregion
  // region: chapter 8 adds version and withdrawnAt
  /// How many times the user has been saved; records written before
  /// users had a version have no such field and read as version 1, a user saved once.
  public var version: Int
  /// When the user withdrew, in seconds since 1970, for the record of a withdrawn account
  /// kept beside the users; `nil` for a user.
  public var withdrawnAt: Double?
  // endregion
  // endregion

  /// Makes a record from its stored fields, as a decoder or a migration would.
  public init(
    id: String, name: String, statusMessage: String, createdAt: Double,
    type: String = UserType.normal.rawValue, version: Int = 1, withdrawnAt: Double? = nil
  ) {
    self.id = id
    self.name = name
    self.statusMessage = statusMessage
    self.createdAt = createdAt
    self.type = type
    self.version = version
    self.withdrawnAt = withdrawnAt
  }

  /// Flattens a user into a record.
  public init(_ user: User) {
    self.init(
      id: user.id.value, name: user.name.value, statusMessage: user.statusMessage.value,
      createdAt: user.createdAt.timeIntervalSince1970, type: user.type.rawValue,
      version: user.version)
  }

  /// Flattens the record of a withdrawn account: its id, name, registration and withdrawal.
  public init(_ withdrawn: WithdrawnUser) {
    self.init(
      id: withdrawn.id.value, name: withdrawn.name.value, statusMessage: "",
      createdAt: withdrawn.registeredAt.timeIntervalSince1970,
      withdrawnAt: withdrawn.withdrawnAt.timeIntervalSince1970)
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, statusMessage, createdAt, type, version, withdrawnAt
  }

  // region: decodingType
  /// Reads a stored record; one written before users had a type is a normal user's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    statusMessage = try container.decode(String.self, forKey: .statusMessage)
    createdAt = try container.decode(Double.self, forKey: .createdAt)
    type = try container.decodeIfPresent(String.self, forKey: .type) ?? UserType.normal.rawValue
    // region: chapter 8 adds version and withdrawnAt
    version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    withdrawnAt = try container.decodeIfPresent(Double.self, forKey: .withdrawnAt)
    // endregion
  }
  // endregion

  /// Writes the record; a normal user's type is left out, so a journal written for normal
  /// users reads the same as one written before users had a type.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(statusMessage, forKey: .statusMessage)
    try container.encode(createdAt, forKey: .createdAt)
    if type != UserType.normal.rawValue { try container.encode(type, forKey: .type) }
    // Version 1 is left out too: a user saved once is stored as before chapter 8.
    if version != 1 { try container.encode(version, forKey: .version) }
    try container.encodeIfPresent(withdrawnAt, forKey: .withdrawnAt)
  }

  // region: makeUser
  /// Rebuilds the user, validating every field through its value object.
  /// - Throws: ``InvalidRecord`` naming the first field that breaks a rule.
  public func makeUser() throws(InvalidRecord) -> User {
    let userId: UserId
    let userName: UserName
    let message: StatusMessage
    do { userId = try UserId(id) } catch { throw .id(error) }
    do { userName = try UserName(name) } catch { throw .name(error) }
    do { message = try StatusMessage(statusMessage) } catch { throw .statusMessage(error) }
    guard createdAt.isFinite else { throw .createdAt(createdAt) }
    guard let userType = UserType(rawValue: type) else { throw .type(type) }
    return User(
      id: userId, name: userName, statusMessage: message, type: userType,
      createdAt: Date(timeIntervalSince1970: createdAt), version: version)
  }
  // endregion

  /// Rebuilds the record of a withdrawn account, validating its fields.
  /// - Throws: ``InvalidRecord`` naming the first field that breaks a rule.
  public func makeWithdrawnUser() throws(InvalidRecord) -> WithdrawnUser? {
    guard let withdrawnAt else { return nil }
    guard withdrawnAt.isFinite else { throw .createdAt(withdrawnAt) }
    return WithdrawnUser(try makeUser(), withdrawnAt: Date(timeIntervalSince1970: withdrawnAt))
  }
}

extension UserRecord {
  /// The rule a stored record breaks, so it cannot become a `User`.
  public enum InvalidRecord: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stored id is not a valid `UserId`.
    case id(UserId.ValidationError)
    /// The stored name is not a valid `UserName`.
    case name(UserName.ValidationError)
    /// The stored status message is not a valid `StatusMessage`.
    case statusMessage(StatusMessage.ValidationError)
    /// The stored creation time is not a finite number.
    case createdAt(Double)
    /// The stored type is neither `"normal"` nor `"premium"`.
    case type(String)

    /// A sentence naming the field and the rule it breaks.
    public var description: String {
      switch self {
      case .id(let error): return "stored id: \(error)"
      case .name(let error): return "stored name: \(error)"
      case .statusMessage(let error): return "stored status message: \(error)"
      case .createdAt(let value):
        return "stored creation time must be a finite number; got \(value)"
      case .type(let value):
        return "stored type must be \"normal\" or \"premium\"; got \(TextRules.quoted(value))"
      }
    }
  }
}
