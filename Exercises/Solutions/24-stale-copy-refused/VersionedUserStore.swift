// Exercise 24 — reference solution. Docs/exercises.md

import Entities
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
    let stored = users[user.id]?.version ?? 0
    guard user.version == stored else {
      throw UserSaveConflict.staleVersion(id: user.id, saved: user.version, stored: stored)
    }
    users[user.id] = user.advancingVersion()
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
    guard let stored = users[user.id]?.version else { return }  // already gone: stays gone
    guard user.version == stored else {
      throw .staleVersion(id: user.id, saved: user.version, stored: stored)
    }
    users[user.id] = nil
  }
}
