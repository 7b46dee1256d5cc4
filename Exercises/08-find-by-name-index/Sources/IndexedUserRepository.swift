// Exercise 08 — your turn: keep the name index right. See README.md in this folder.

import Entities
import ExerciseSupport
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
    // TODO: store the user by id, and move its name entry if the name changed.
    throw NotImplemented("IndexedUserRepository.save(_:)")
  }

  /// The user with this id, or `nil` when there is none.
  public func find(id: UserId) throws -> User? {
    usersById[id]
  }

  /// The user with this name, or `nil` when nobody has it.
  public func find(name: UserName) throws -> User? {
    // TODO: look the name up in the index, then the user by its id.
    throw NotImplemented("IndexedUserRepository.find(name:)")
  }

  /// Every stored user, oldest first (by creation time, then by id).
  ///
  /// - Complexity: O(*n* log *n*) for *n* stored users.
  public func findAll() throws -> [User] {
    usersById.values.sorted { $0.precedes($1) }
  }

  /// Ends the lifecycle of this user; deleting a user who is not stored does nothing.
  public func delete(_ user: User) throws {
    // TODO: remove the user and its name entry.
    throw NotImplemented("IndexedUserRepository.delete(_:)")
  }
}
