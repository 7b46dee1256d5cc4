// Chapter 5 — Application services (AS-3). Docs/05-application-services.md
//
// Read first: what is *not* here. A `UserData` has strings and a date, no `UserName`,
// no `User`. Clients of the application layer (a view model, a command-line tool, a
// web handler) get a snapshot they can show or serialise, and cannot call
// `changeName(to:)` behind the application's back.

import Entities
import Foundation

// region: UserData
/// A user as the application hands it out: plain data, no behaviour.
public struct UserData: Sendable, Hashable, Codable {
  /// The user's id.
  public var id: String
  /// The user's name.
  public var name: String
  /// The user's status message (empty for none).
  public var statusMessage: String
  /// When the user registered: an instant, to be formatted for a time zone at the edge.
  public var createdAt: Date
  /// The user's type as a word, `"normal"` or `"premium"`.
  public var type: String
  /// The version this snapshot was read at.
  ///
  /// Hand it back in ``UpdateUserCommand/expectedVersion`` so a change made from a stale
  /// screen is refused. Like `User`'s, it is left out of `==`.
  public var version: Int

  /// Makes a snapshot from plain values, as a test or a client might.
  public init(
    id: String, name: String, statusMessage: String, createdAt: Date,
    type: String = "normal", version: Int = 0,
  ) {
    self.id = id
    self.name = name
    self.statusMessage = statusMessage
    self.createdAt = createdAt
    self.type = type
    self.version = version
  }
}
// endregion

extension UserData {
  /// Makes a snapshot of a domain user.
  package init(_ user: User) {
    self.init(
      id: user.id.value, name: user.name.value, statusMessage: user.statusMessage.value,
      createdAt: user.createdAt, type: user.type.rawValue, version: user.version)
  }

  /// Whether two snapshots show the same user state; the version is left out.
  public static func == (lhs: UserData, rhs: UserData) -> Bool {
    (lhs.id, lhs.name, lhs.statusMessage, lhs.createdAt, lhs.type)
      == (rhs.id, rhs.name, rhs.statusMessage, rhs.createdAt, rhs.type)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(name)
    hasher.combine(statusMessage)
    hasher.combine(createdAt)
    hasher.combine(type)
  }
}
