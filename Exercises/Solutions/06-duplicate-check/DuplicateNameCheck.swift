// Exercise 06 — reference solution. Docs/exercises.md

import Entities
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
    // The repository answers a neutral question, "who has this name?"; what makes a
    // duplicate is decided here. Nobody has it: the name is free.
    guard let holder = try await repository.find(name: user.name) else { return false }
    // Someone has it: taken only if that someone is another user. A user keeping its own
    // name is not its own duplicate.
    return !holder.hasSameIdentity(as: user)
  }
}
