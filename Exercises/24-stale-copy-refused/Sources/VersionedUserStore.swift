// Exercise 24 — your turn: write `save(_:)` and `delete(_:)`. See README.md or README.ko.md.

import Entities
import ExerciseSupport
import Repositories
import ValueObjects

/// An in-memory user store that refuses a stale copy: optimistic concurrency.
///
/// A user's `version` says how many times the store had saved it when the copy was read
/// (0: never). The store keeps each user one version on from the copy it saved.
public actor VersionedUserStore: UserRepository {
  private var users: [UserId: User] = [:]

  /// Makes an empty store.
  public init() {}

  /// Stores the user if it is a copy of the version stored (0 when none is).
  /// - Throws: `UserSaveConflict.staleVersion(id:saved:stored:)` otherwise; nothing changes.
  public func save(_ user: User) throws {
    // TODO: compare the copy's version with the stored one (0 when nobody is stored under
    // the id); refuse a mismatch; otherwise keep `user.advancingVersion()`.
    throw NotImplemented("VersionedUserStore.save(_:)")
  }

  /// The user with this id, at the version stored, or `nil`.
  public func find(id: UserId) -> User? { users[id] }

  /// The user with this name, or `nil`.
  public func find(name: UserName) -> User? { users.values.first { $0.name == name } }

  /// Every user, oldest first.
  public func findAll() -> [User] { users.values.sorted { $0.precedes($1) } }

  /// Removes the user when this copy is the stored version; a user already gone stays gone.
  /// - Throws: `UserSaveConflict.staleVersion` when the user changed since it was read.
  public func delete(_ user: User) throws(UserSaveConflict) {
    // TODO: nothing stored under the id: nothing to do. Otherwise remove the user only if
    // this copy is of the stored version; refuse a stale copy and keep the user.
    unimplemented("VersionedUserStore.delete(_:)", placeholder: ())
  }
}
