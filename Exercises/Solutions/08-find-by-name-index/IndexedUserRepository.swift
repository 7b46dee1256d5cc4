// Exercise 08 — reference solution. Docs/exercises.md

import Entities
import Repositories
import ValueObjects

/// A `UserRepository` in memory, with an index from each name to the user who has it.
///
/// Finding by id and by name are both one dictionary lookup. The price is a second
/// dictionary that must agree with the first after every save and delete.
///
/// The index holds one id per name: the duplicate-name check of chapter 3 keeps names
/// unique. The workshop's own `UserTable` also copes with names shared by several users.
public actor IndexedUserRepository: UserRepository {
  private var usersById: [UserId: User] = [:]
  private var idsByName: [UserName: UserId] = [:]

  /// Makes an empty repository.
  public init() {}

  /// Stores the whole user: inserts it, or replaces the stored user with the same id.
  ///
  /// A user saved under a new name is found by that name only; the old name is free.
  public func save(_ user: User) throws {
    // A rename arrives as a whole user saved again: the stored copy still has the old
    // name, so that is the moment to move the index entry.
    if let previous = usersById.updateValue(user, forKey: user.id), previous.name != user.name {
      unindex(previous)
    }
    idsByName[user.name] = user.id
  }

  /// The user with this id, or `nil` when there is none.
  public func find(id: UserId) throws -> User? {
    usersById[id]
  }

  /// The user with this name, or `nil` when nobody has it.
  public func find(name: UserName) throws -> User? {
    idsByName[name].flatMap { usersById[$0] }
  }

  /// Every stored user, oldest first (by creation time, then by id).
  ///
  /// - Complexity: O(*n* log *n*) for *n* stored users.
  public func findAll() throws -> [User] {
    usersById.values.sorted { $0.precedes($1) }
  }

  /// Ends the lifecycle of this user; deleting a user who is not stored does nothing.
  public func delete(_ user: User) throws {
    if let removed = usersById.removeValue(forKey: user.id) {
      unindex(removed)
    }
  }

  /// Drops the user's name entry, but only if it is this user's: a name another user
  /// was saved under since then stays theirs.
  private func unindex(_ user: User) {
    if idsByName[user.name] == user.id {
      idsByName[user.name] = nil
    }
  }
}
