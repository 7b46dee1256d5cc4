// Chapter 2 — Entities (EN-1, EN-2, EN-3, EN-5, EN-6, EN-7). Docs/02-entities.md
//
// Read first: `hasSameIdentity(as:)` and the "Equality" section below. A user is the
// same user from registration to withdrawal however its name changes; that sameness is
// its `id`. Everything else about it is state that changes only through methods that
// say what they mean.

import Foundation
import ValueObjects

// region: User
/// A person registered in the workshop's domain: an entity, identified by its ``id``.
///
/// A user has a lifecycle: it is registered, renamed, given a status message and
/// eventually withdrawn, and it stays the same user throughout. Its attributes are value
/// objects, so its rules are readable in its type: a `User` holds a `UserName`, never a
/// `String`, and cannot hold a name that breaks the user-name rule.
///
/// ```swift
/// var user = User(id: try UserId("user-1"), name: try UserName("김철수"), createdAt: now)
/// user.changeName(to: try UserName("박영희"))
/// user.id   // still user-1: the same user, renamed
/// ```
///
/// # Identity and equality
/// Two questions, two answers:
/// - *Is this the same user?* ``hasSameIdentity(as:)`` — compares ``id`` only. A renamed
///   user is the same user; two users who share a name are not.
/// - *Do these two snapshots hold the same state?* `==` — compares every attribute.
///
/// `==` compares all attributes because `Equatable` promises substitutability: values
/// that compare equal can replace each other anywhere. A user before and after a rename
/// cannot (one would show the old name), so they must not be `==`. `User` is a struct:
/// a snapshot with value semantics is `Sendable` for free, so it can be handed into and
/// out of an actor-based repository; a mutable class entity could not be.
public struct User: Sendable, Identifiable {
  // endregion
  // region: id
  /// The user's identity, fixed at registration.
  public let id: UserId
  // endregion
  // region: name
  /// The name the user goes by; change it with ``changeName(to:)``.
  public private(set) var name: UserName
  /// What the user says about themselves; change it with ``changeStatusMessage(to:)``.
  public private(set) var statusMessage: StatusMessage
  // endregion
  /// Whether the user is a normal or a premium user; change it with ``upgrade()`` and
  /// ``downgrade()`` (chapter 7, AD-4).
  public private(set) var type: UserType
  // region: createdAt
  /// The instant the user was registered: a point in time, not a time of day in a zone.
  public let createdAt: Date
  // endregion
  // region: version
  /// How many times the store had saved this user when this copy was read: 0 for a user
  /// never saved (chapter 8, IN-4).
  ///
  /// A store refuses to save a copy whose version is not the one it holds, so a copy read
  /// before someone else's save cannot silently undo it. The version is bookkeeping about
  /// storage, not part of the user's state: `==` ignores it.
  public let version: Int
  // endregion

  // region: init
  /// Makes a user from its identity and state, as registration or a repository would.
  public init(
    id: UserId, name: UserName, statusMessage: StatusMessage = .empty, type: UserType = .normal,
    createdAt: Date, version: Int = 0
  ) {
    // endregion
    self.version = version
    self.type = type
    self.id = id
    self.name = name
    self.statusMessage = statusMessage
    self.createdAt = createdAt
  }

  // region: changeName
  /// Renames the user; the name is already a valid `UserName`, so no rule can be broken.
  public mutating func changeName(to newName: UserName) {
    name = newName
  }

  /// Replaces the user's status message with a valid one (`StatusMessage.empty` clears it).
  public mutating func changeStatusMessage(to newMessage: StatusMessage) {
    statusMessage = newMessage
  }
  // endregion

  // region: upgrade
  /// Makes the user a premium user; upgrading a premium user changes nothing.
  public mutating func upgrade() {
    type = .premium
  }

  /// Makes the user a normal user again; downgrading a normal user changes nothing.
  public mutating func downgrade() {
    type = .normal
  }
  // endregion

  // region: hasSameIdentity
  /// Whether `other` is the same user as this one, whatever the state of either.
  public func hasSameIdentity(as other: User) -> Bool {
    id == other.id
  }
  // endregion
}

// region: equality
extension User: Equatable {
  /// Whether two snapshots hold the same state.
  ///
  /// Compared: id, name, status message, type and creation time. The ``version`` is left out: it says which save a copy was read after, not what
  /// the user is, so a user read back after a save equals the one that was saved.
  public static func == (lhs: User, rhs: User) -> Bool {
    (lhs.id, lhs.name, lhs.statusMessage, lhs.type, lhs.createdAt)
      == (rhs.id, rhs.name, rhs.statusMessage, rhs.type, rhs.createdAt)
  }
}
// endregion

// region: savedVersion
extension User {
  /// The copy a store keeps once it has saved this one: the same state, one version on
  /// (chapter 8, IN-4).
  public func advancingVersion() -> User {
    User(
      id: id, name: name, statusMessage: statusMessage, type: type, createdAt: createdAt,
      version: version + 1)
  }
}
// endregion
