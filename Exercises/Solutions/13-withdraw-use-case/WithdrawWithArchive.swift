// Exercise 13 — reference solution. Docs/exercises.md

import Entities
import Foundation
import Repositories
import ValueObjects

/// Withdrawal that keeps a record: one use case, one type, one entry point.
///
/// It coordinates two repositories in a fixed order: the archive gets its record first,
/// and the account is deleted only once that has succeeded.
public struct WithdrawWithArchive: Sendable {
  private let users: any UserRepository
  private let archive: any WithdrawnUserRepository
  private let now: @Sendable () -> Date

  /// Makes the use case over the accounts and the archive of withdrawn accounts.
  /// - Parameter now: the current instant, injected so tests control time.
  public init(
    users: any UserRepository, archive: any WithdrawnUserRepository,
    now: @escaping @Sendable () -> Date
  ) {
    self.users = users
    self.archive = archive
    self.now = now
  }

  /// Archives the account of the user with this id, then deletes it; each step runs only
  /// if the one before it succeeded.
  /// - Throws: `UserId.ValidationError` for an invalid id,
  ///   ``WithdrawalError/userNotFound(_:)`` when no user has the id (nothing is archived),
  ///   and the first error either repository throws (the steps after it do not run).
  public func execute(id: String) async throws {
    let userId = try UserId(id)

    // Step 1: find the account. Not there: nothing to archive, the flow ends.
    guard var user = try await users.find(id: userId) else {
      throw WithdrawalError.userNotFound(id)
    }
    // The user's end is a state of the user: a store deletes only a withdrawn copy.
    let instant = now()
    user.withdraw(at: instant)
    // Step 2: archive it. If this throws, the flow ends here and the account is untouched.
    try await archive.save(WithdrawnUser(user, withdrawnAt: instant))
    // Step 3: only now delete. Deleting first would lose the account for good whenever
    // the archive then failed; this order can at worst leave both, and a retry finishes.
    try await users.delete(user)
  }
}

/// Why a withdrawal did not happen; nothing was archived or deleted.
public enum WithdrawalError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No user has this id.
  case userNotFound(String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .userNotFound(let id):
      return "no user has the id \"\(id)\""
    }
  }
}
