// Exercise 08 — your turn: keep the name index right. See README.md in this folder.

import Entities
import ExerciseSupport
import Repositories
import ValueObjects

/// A `UserRepository` in memory, with an index from each name to the users who have it.
///
/// Finding by id is one lookup, and finding by name is two: the name's index entry, then the
/// users it lists. The price is a second table that must agree with the first after every
/// save and delete.
///
/// The repository stores; it does not judge duplicates (chapter 3's domain service does), so
/// a name's entry may list several users. `find(name:)` then answers the one created first,
/// as `UserRepository` promises.
public actor IndexedUserRepository: UserRepository {
  private var usersById = Table<UserId, User>()
  private var idsByName = Table<UserName, Set<UserId>>()

  /// Makes an empty repository.
  public init() {}

  /// How many rows of the two tables have been read: the tests' way to tell an index lookup
  /// from a scan.
  public var rowsRead: Int { usersById.rowsRead + idsByName.rowsRead }

  /// Stores the whole user: inserts it, or replaces the stored user with the same id.
  ///
  /// A user saved under a new name is found by that name only; the old name no longer leads
  /// to it.
  public func save(_ user: User) throws {
    // TODO: store the user by id, and move its id from the old name's entry to the new one's
    // if the name changed.
    throw NotImplemented("IndexedUserRepository.save(_:)")
  }

  /// The user with this id, or `nil` when there is none.
  public func find(id: UserId) throws -> User? {
    usersById[id]
  }

  /// The user with this name, or `nil` when nobody has it; of several, the one created first
  /// (ties broken by id).
  public func find(name: UserName) throws -> User? {
    // TODO: look the name up in the index, then its users by id; never walk every user.
    throw NotImplemented("IndexedUserRepository.find(name:)")
  }

  /// Every stored user, oldest first (by creation time, then by id).
  ///
  /// - Complexity: O(*n* log *n*) for *n* stored users.
  public func findAll() throws -> [User] {
    usersById.allRows().sorted { $0.precedes($1) }
  }

  /// Ends the lifecycle of this user; deleting a user who is not stored does nothing.
  public func delete(_ user: User) throws {
    // TODO: remove the user, and its id from its name's entry.
    throw NotImplemented("IndexedUserRepository.delete(_:)")
  }
}
