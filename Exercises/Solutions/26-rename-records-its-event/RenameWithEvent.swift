// Exercise 26 — the reference solution. See README.md or README.ko.md.

import Entities
import ExerciseSupport
import Foundation
import Repositories
import ValueObjects

/// Renaming a user, with the fact stored in the same write as the change.
public struct RenameWithEvent: Sendable {
  private let users: any UserRepository
  private let now: @Sendable () -> Date

  /// Makes the use case over a user store and a clock.
  public init(users: any UserRepository, now: @escaping @Sendable () -> Date) {
    self.users = users
    self.now = now
  }

  /// Renames the user with this id and returns them as saved: the version the store now
  /// holds (`user.advancingVersion()`), so the caller can change it and save it again.
  /// - Throws: `RenameError.userNotFound`, or whatever the store throws.
  public func rename(_ id: UserId, to name: UserName) async throws -> User {
    guard var user = try await users.find(id: id) else { throw RenameError.userNotFound(id) }
    user.changeName(to: name, at: now())
    guard !user.recordedEvents.isEmpty else { return user }  // the same name: no change
    try await users.save(user)  // the user and its UserRenamed, one write
    return user.advancingVersion()  // as saved: the version the store now holds
  }
}

/// Why a rename could not be done.
public enum RenameError: Error, Sendable, Equatable {
  /// No user has this id.
  case userNotFound(UserId)
}
