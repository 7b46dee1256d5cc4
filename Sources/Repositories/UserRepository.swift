// Chapter 4 — Repositories (RE-2, RE-3, RE-4, RE-9). Docs/04-repositories.md
//
// Read first: the list of requirements, and what is missing from it. The domain owns
// this protocol and says what it needs from storage; implementations live in the
// `Persistence` module and depend on it, never the other way round. There is no
// `updateName`, no `create`, no `exists`: a repository stores whole users and finds
// them again, and that is all. It refines chapter 3's `UserNameLookup`: the domain
// service stated the one question it needs answered, and every repository answers it.

import DomainServices
import Entities
import ValueObjects

// region: UserRepository
/// Stores users and finds them again: the domain's port to whatever datastore is used.
///
/// Every operation is a one-shot request and response, so it is `async throws`: an
/// implementation may touch a disk or a network and may fail, but a missing user is not
/// a failure — finding one that does not exist answers `nil`, and the caller decides
/// what that means (a new visitor to onboard, a stale link, …).
///
/// What a repository does **not** do, on purpose:
/// - create users (that is registration's job, with a new id and creation time);
/// - update single attributes (`updateName(id:name:)`): it saves the whole user;
/// - decide whether a name is a duplicate (that is knowledge of the domain, kept in
///   `UserService`).
public protocol UserRepository: UserNameLookup {
  /// Stores the whole user: inserts it, or replaces the stored user with the same id;
  /// and, in the same write, the events the copy recorded (`User.recordedEvents`), so the
  /// change and the facts about it are stored together or not at all.
  ///
  /// Every implementation keeps the events: a repository that dropped them would lose what
  /// happened. Two refusals are checked in one step with the save: a name another user
  /// holds, and a copy whose `User.version` is not the stored one; the repository throws
  /// ``UserSaveConflict`` itself, and stores nothing.
  func save(_ user: User) async throws

  /// The user with this id, or `nil` when there is none.
  func find(id: UserId) async throws -> User?

  /// The user with this name, or `nil` when there is none.
  ///
  /// Should two users share a name anyway (saved before names were checked), this returns
  /// the one created first (ties broken by id).
  func find(name: UserName) async throws -> User?

  /// Every stored user, oldest first (by creation time, then by id).
  func findAll() async throws -> [User]

  /// Ends a withdrawn user (`User.withdraw(at:)`), storing the events it recorded; a live
  /// user or a stale copy is refused with ``UserSaveConflict``; a user already gone stays gone.
  func delete(_ user: User) async throws
}
// endregion

// region: User
extension User {
  /// Whether this user comes before `other` in the order repositories list users in:
  /// earlier creation time first, and by id when two users were created at the same instant.
  public func precedes(_ other: User) -> Bool {
    (createdAt, id) < (other.createdAt, other.id)
  }
}
// endregion
