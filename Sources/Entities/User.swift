// Chapter 2 — Entities (EN-1, EN-2, EN-3, EN-5, EN-6, EN-7). Docs/02-entities.md
//
// Read first: `hasSameIdentity(as:)` and the "Equality" section below. A user is the
// same user from registration to withdrawal however its name changes; that sameness is
// its `id`. Everything else about it is state that changes only through methods that
// say what they mean, and each of them records what happened (`recordedEvents`: one
// event per change, none when nothing changes; chapter 9 stores and delivers them).

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
/// var user = User.register(id: try UserId("user-1"), name: try UserName("김철수"), at: now)
/// user.changeName(to: try UserName("박영희"), at: now)
/// user.id               // still user-1: the same user, renamed
/// user.recordedEvents   // [.registered(…), .renamed(…)]: what happened, in order
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
  // region: id
  /// The user's identity, fixed at registration.
  public let id: UserId
  // endregion
  // region: name
  /// The name the user goes by; change it with ``changeName(to:at:)``.
  public private(set) var name: UserName
  /// What the user says about themselves; change it with ``changeStatusMessage(to:at:)``.
  public private(set) var statusMessage: StatusMessage
  // endregion
  // region: chapter 7 adds type
  /// Whether the user is a normal or a premium user; change it with ``upgrade(at:)`` and
  /// ``downgrade(at:)``.
  public private(set) var type: UserType
  // endregion
  // region: createdAt
  /// The instant the user was registered: a point in time, not a time of day in a zone.
  public let createdAt: Date
  // endregion
  // region: chapter 8 adds version
  // region: version
  /// How many times the repository had saved this user when this copy was read: 0 for a user
  /// never saved.
  ///
  /// A repository refuses to save a copy whose version is not the one it holds, so a copy read
  /// before someone else's save cannot silently undo it. The version is bookkeeping about
  /// storage, not part of the user's state: `==` ignores it.
  public let version: Int
  // endregion
  // endregion
  /// When the user withdrew, or `nil` while the user is live: the end of its lifecycle is
  /// a state, set by ``withdraw(at:)``, and a repository deletes only a withdrawn user.
  public private(set) var withdrawnAt: Date?
  /// What happened to this copy since it was made or loaded, oldest first.
  ///
  /// One event per change its behaviour made. A repository saves them with the change; `==`
  /// ignores them, and a copy a repository hands back has none.
  public private(set) var recordedEvents: [UserEvent] = []

  // region: init
  /// Makes a user from its identity and state as they are, recording nothing.
  ///
  /// This is how a repository restores a stored user; a new user is made by
  /// ``register(id:name:at:)``, which records its registration.
  public init(
    id: UserId, name: UserName, statusMessage: StatusMessage = .empty,
    type: UserType = .normal, createdAt: Date, version: Int = 0,
  ) {
    self.id = id
    self.name = name
    self.statusMessage = statusMessage
    self.type = type
    self.createdAt = createdAt
    self.version = version
  }
  // endregion
}
// endregion

// region: hasSameIdentity
extension User {
  /// Whether `other` is the same user as this one, whatever the state of either.
  public func hasSameIdentity(as other: User) -> Bool {
    id == other.id
  }
}
// endregion

// region: register
extension User {
  /// Registers a new user at `instant`: a user of version 0 that has recorded
  /// `UserRegistered`.
  public static func register(id: UserId, name: UserName, at instant: Date) -> User {
    var user = User(id: id, name: name, createdAt: instant)
    user.recordedEvents.append(
      .registered(UserRegistered(user: id, name: name, occurredAt: instant)))
    return user
  }
}
// endregion

// region: changeName
extension User {
  /// Renames the user at `instant` and records `UserRenamed`; renaming to the name the
  /// user already has changes and records nothing.
  ///
  /// The name is already a valid `UserName`, so no rule of the name can be broken here.
  public mutating func changeName(to newName: UserName, at instant: Date) {
    guard newName != name else { return }
    let previous = name
    name = newName
    recordedEvents.append(
      .renamed(UserRenamed(user: id, previousName: previous, name: newName, occurredAt: instant)))
  }

  /// Replaces the status message at `instant` (`StatusMessage.empty` clears it) and records
  /// `UserStatusMessageChanged`; the same message again changes and records nothing.
  public mutating func changeStatusMessage(to newMessage: StatusMessage, at instant: Date) {
    guard newMessage != statusMessage else { return }
    statusMessage = newMessage
    recordedEvents.append(
      .statusMessageChanged(
        UserStatusMessageChanged(user: id, statusMessage: newMessage, occurredAt: instant)))
  }
}
// endregion

// region: upgrade
extension User {
  /// Makes the user a premium user at `instant` and records `UserUpgraded`; upgrading a
  /// premium user changes and records nothing.
  public mutating func upgrade(at instant: Date) {
    guard type != .premium else { return }
    type = .premium
    recordedEvents.append(.upgraded(UserUpgraded(user: id, occurredAt: instant)))
  }

  /// Makes the user a normal user again at `instant` and records `UserDowngraded`;
  /// downgrading a normal user changes and records nothing.
  public mutating func downgrade(at instant: Date) {
    guard type != .normal else { return }
    type = .normal
    recordedEvents.append(.downgraded(UserDowngraded(user: id, occurredAt: instant)))
  }
}
// endregion

// region: withdraw
extension User {
  /// Withdraws the user at `instant`, a state (``withdrawnAt``), and records `UserWithdrew`.
  ///
  /// A second withdrawal changes and records nothing. A repository deletes only a withdrawn user.
  public mutating func withdraw(at instant: Date) {
    guard withdrawnAt == nil else { return }
    withdrawnAt = instant
    recordedEvents.append(.withdrew(UserWithdrew(user: id, occurredAt: instant)))
  }
}
// endregion

// region: equality
extension User: Equatable {
  /// Whether two snapshots hold the same state.
  ///
  /// Compared: id, name, status message, type, creation and withdrawal. The ``version`` and the
  /// ``recordedEvents`` are left out: they say which save a copy was read after and what
  /// it did since, not what the user is, so a user read back after a save equals the one
  /// that was saved.
  public static func == (lhs: User, rhs: User) -> Bool {
    (lhs.id, lhs.name, lhs.statusMessage, lhs.type, lhs.createdAt, lhs.withdrawnAt)
      == (rhs.id, rhs.name, rhs.statusMessage, rhs.type, rhs.createdAt, rhs.withdrawnAt)
  }
}
// endregion

// region: savedVersion
extension User {
  /// The copy a repository keeps once it has saved this one: the same state, one version on,
  /// and no events (the repository has them now).
  public func advancingVersion() -> User {
    User(
      id: id, name: name, statusMessage: statusMessage, type: type, createdAt: createdAt,
      version: version + 1)
  }
}
// endregion
