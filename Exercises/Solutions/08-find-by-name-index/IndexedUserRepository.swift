// Exercise 08 — reference solution. Docs/exercises.md

import Entities
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
    // A rename arrives as a whole user saved again: the stored copy still has the old
    // name, so that is the moment to take this user out of the old name's entry.
    if let previous = usersById[user.id], previous.name != user.name {
      unindex(previous)
    }
    usersById[user.id] = user
    idsByName[user.name] = (idsByName[user.name] ?? []).union([user.id])
  }

  /// The user with this id, or `nil` when there is none.
  public func find(id: UserId) throws -> User? {
    usersById[id]
  }

  /// The user with this name, or `nil` when nobody has it; of several, the one created first
  /// (ties broken by id).
  public func find(name: UserName) throws -> User? {
    // One index entry, then the users it lists: the other users are never read.
    let holders = (idsByName[name] ?? []).compactMap { usersById[$0] }
    return holders.min { $0.precedes($1) }
  }

  /// Every stored user, oldest first (by creation time, then by id).
  ///
  /// - Complexity: O(*n* log *n*) for *n* stored users.
  public func findAll() throws -> [User] {
    usersById.allRows().sorted { $0.precedes($1) }
  }

  /// Ends the lifecycle of this user; deleting a user who is not stored does nothing.
  public func delete(_ user: User) throws {
    guard let removed = usersById[user.id] else { return }
    usersById[user.id] = nil
    unindex(removed)
  }

  /// Takes the user out of its name's entry, leaving every other holder of the name in it;
  /// an entry left empty goes.
  private func unindex(_ user: User) {
    let others = (idsByName[user.name] ?? []).subtracting([user.id])
    idsByName[user.name] = others.isEmpty ? nil : others
  }
}
