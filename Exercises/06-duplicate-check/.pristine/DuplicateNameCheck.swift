// Exercise 06 — your turn: write `isDuplicate(_:)`. See README.md in this folder.

import Entities
import ExerciseSupport
import Repositories

/// A stateless domain service that answers whether a user's name is already taken.
///
/// It holds no state of its own, only the repository it reads the other users from, and
/// it never saves anything.
///
/// ```swift
/// let check = DuplicateNameCheck(repository: repository)
/// if try await check.isDuplicate(newcomer) { /* refuse the registration */ }
/// ```
public struct DuplicateNameCheck: Sendable {
  private let repository: any UserRepository

  /// Makes the check over any implementation of the domain's repository protocol.
  public init(repository: any UserRepository) {
    self.repository = repository
  }

  /// Whether another user already goes by this user's name.
  /// - Throws: whatever the repository throws when it cannot be read.
  public func isDuplicate(_ user: User) async throws -> Bool {
    // TODO: ask the repository who has this name, then decide whether that is someone else.
    throw NotImplemented("DuplicateNameCheck.isDuplicate(_:)")
  }
}
