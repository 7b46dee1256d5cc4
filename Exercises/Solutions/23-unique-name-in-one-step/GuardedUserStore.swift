// Exercise 23 — reference solution. Docs/exercises.md

import DomainServices
import Entities
import Repositories
import ValueObjects

/// An in-memory user store that guarantees no two users share a name.
///
/// It is an actor: code between two `await`s runs alone, so a check and a write with no
/// `await` between them are one step that no other task can split.
public actor GuardedUserStore: UserRepository {
  private var users: [UserId: User] = [:]
  private var idsByName: [UserName: UserId] = [:]

  /// Makes an empty store.
  public init() {}

  /// Stores the user, unless another user holds its name.
  /// - Throws: `UserSaveConflict.nameTaken` when a user with another id has the name; nothing
  ///   is stored then.
  public func save(_ user: User) throws {
    // The rule is chapter 3's, asked here, in the same step as the write.
    let holder = idsByName[user.name].flatMap { users[$0] }
    if UserService.isDuplicate(user, holder: holder) {
      throw UserSaveConflict.nameTaken(user.name)
    }
    if let previous = users[user.id], previous.name != user.name {
      idsByName[previous.name] = nil
    }
    users[user.id] = user
    idsByName[user.name] = user.id
  }

  /// The user with this id, or `nil`.
  public func find(id: UserId) -> User? { users[id] }

  /// The user with this name, or `nil`.
  public func find(name: UserName) -> User? { idsByName[name].flatMap { users[$0] } }

  /// Every user, oldest first.
  public func findAll() -> [User] { users.values.sorted { $0.precedes($1) } }

  /// Removes the user and frees its name.
  public func delete(_ user: User) {
    guard let removed = users.removeValue(forKey: user.id) else { return }
    if idsByName[removed.name] == user.id { idsByName[removed.name] = nil }
  }
}
