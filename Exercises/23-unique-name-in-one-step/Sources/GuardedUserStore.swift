// Exercise 23 — your turn: write `saveAll(_:)`. See README.md or README.ko.md.

import DomainServices
import Entities
import ExerciseSupport
import Repositories
import ValueObjects

/// An in-memory user store that guarantees no two users share a name, and saves a batch of
/// users (an import, a merge of two accounts' changes) all or none.
///
/// It is an actor: code between two `await`s runs alone, so a check and a write with no
/// `await` between them are one step that no other task can split.
public actor GuardedUserStore: UserRepository {
  private var users: [UserId: User] = [:]

  /// Makes an empty store.
  public init() {}

  /// Stores the user, unless another user holds its name: a batch of one.
  /// - Throws: `UserSaveConflict.nameTaken` when a user with another id has the name.
  public func save(_ user: User) throws {
    try saveAll([user])
  }

  /// Stores every user of the batch, each replacing its stored copy, or none of them.
  /// - Throws: `UserSaveConflict.nameTaken(name)` for the first user of the batch whose name
  ///   another user would hold once the batch is stored; nothing is stored then.
  public func saveAll(_ batch: [User]) throws {
    // TODO: check every user of the batch against the table as it would be after the batch,
    // then store them all. No `await` between the check and the write.
    throw NotImplemented("GuardedUserStore.saveAll(_:)")
  }

  /// The user with this id, or `nil`.
  public func find(id: UserId) -> User? { users[id] }

  /// The user with this name, or `nil`.
  public func find(name: UserName) -> User? { users.values.first { $0.name == name } }

  /// Every user, oldest first.
  public func findAll() -> [User] { users.values.sorted { $0.precedes($1) } }

  /// Removes the user.
  public func delete(_ user: User) {
    users[user.id] = nil
  }
}
