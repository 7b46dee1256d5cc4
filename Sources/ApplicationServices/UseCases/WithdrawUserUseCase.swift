// Chapter 5 — Use cases (AS-5). Docs/05-application-services.md
//
// Read first: `execute(_:)`, three steps in order. A product that must keep a record of
// withdrawn accounts cannot simply delete: it archives the account first and deletes
// it only when the archive has it. If archiving fails, the flow ends there and the
// account is untouched, so nothing is ever lost between the two repositories.

import Entities
import Foundation
import Repositories
import ValueObjects

/// Withdrawal with an archive record: one use case, one type, one entry point.
///
/// This is the Clean Architecture style of chapter 5: where ``UserApplicationService``
/// groups several use cases in one type, a use-case object holds exactly one flow. It
/// earns its own type here because it coordinates two repositories in a fixed order.
public struct WithdrawUserUseCase: Sendable {
  private let users: any UserRepository
  private let archiveThenDelete: @Sendable (User, WithdrawnUser) async throws -> Void
  private let now: @Sendable () -> Date

  /// Makes the use case over the accounts and the archive of withdrawn accounts: two
  /// stores, so two writes, archive first.
  public init(
    users: any UserRepository, archive: any WithdrawnUserRepository,
    now: @escaping @Sendable () -> Date = UserApplicationService.systemNow
  ) {
    self.users = users
    self.archiveThenDelete = { user, record in
      try await archive.save(record)
      try await users.delete(id: user.id)
    }
    self.now = now
  }

  // region: unitOfWork
  /// Makes the use case over a store that archives and deletes as one unit of work
  /// (chapter 8): both happen or neither does, even if the process dies in between.
  public init(
    users: any UserWithdrawalStore,
    now: @escaping @Sendable () -> Date = UserApplicationService.systemNow
  ) {
    self.users = users
    self.archiveThenDelete = { user, record in try await users.withdraw(user, as: record) }
    self.now = now
  }
  // endregion

  // region: execute
  /// Archives the user's account, then deletes it; each step runs only if the one
  /// before it succeeded.
  /// - Returns: the archived account's data.
  /// - Throws: ``UserApplicationError/userNotFound(id:)`` when there is no such user
  ///   (nothing is archived), and ``UserApplicationError/storageFailure(_:)`` from the
  ///   first step that fails (later steps do not run).
  public func execute(_ command: UserWithdrawCommand) async throws(UserApplicationError)
    -> UserData
  {
    let id = try validate(.id) { () throws(UserId.ValidationError) in try UserId(command.id) }

    // Step 1: find the account. Not there: the flow ends, nothing to archive.
    guard let user = try await callStore({ try await users.find(id: id) }) else {
      throw .userNotFound(id: id.value)
    }
    // Steps 2 and 3: archive it, and only then delete it. Failing to archive ends the flow
    // with the account untouched; with a unit of work (chapter 8) both are one write.
    let record = WithdrawnUser(user, withdrawnAt: now())
    try await callStore { try await archiveThenDelete(user, record) }
    return UserData(user)
  }
  // endregion
}
