// Exercise 26 — your turn: write `rename(_:to:)`. See README.md or README.ko.md.

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
    // TODO: load the user, let it rename itself at `now()` (it records UserRenamed), and
    // save it: one save stores the user and the event. A rename to the same name saves
    // nothing.
    throw NotImplemented("RenameWithEvent.rename(_:to:)")
  }
}

/// Why a rename could not be done.
public enum RenameError: Error, Sendable, Equatable {
  /// No user has this id.
  case userNotFound(UserId)
}
