// Chapter 5 — Use cases (AS-5); chapter 8 adds one unit of work (IN-3), chapter 9 the event.
// Docs/05-application-services.md, Docs/08-integrity.md. Read first: `execute(_:)`.

import Entities
import Foundation
import Repositories
import ValueObjects

// region: WithdrawUserUseCase
/// Withdrawal with an archive record: one use case, one type, one entry point, changing two
/// things, the users and the archive, in a fixed order.
public struct WithdrawUserUseCase: Sendable {
  /// Where the two changes are written: two repositories in order, or one unit of work.
  enum Writes: Sendable {
    case inOrder(archive: any WithdrawnUserRepository)
    case oneCommit(begin: @Sendable () async -> any UserUnitOfWork)
  }

  let users: any UserRepository
  let writes: Writes
  let now: @Sendable () -> Date

  /// Makes the use case over the users and an archive kept apart from them: the archive's
  /// record is written first, and the account deleted only once it is kept.
  public init(
    users: any UserRepository, archive: any WithdrawnUserRepository,
    now: @escaping @Sendable () -> Date = UserApplicationService.systemNow
  ) {
    self.users = users
    self.writes = .inOrder(archive: archive)
    self.now = now
  }
}
// endregion

// region: execute
extension WithdrawUserUseCase {
  /// Archives the user's account, then deletes it, and answers its data.
  /// - Throws: ``UserApplicationError/userNotFound(id:)``, `changedElsewhere` for a stale
  ///   copy, or `storageFailure`; the account is never deleted without its record.
  public func execute(_ command: WithdrawUserCommand) async throws(UserApplicationError)
    -> UserData
  {
    let id = try validate(.id) { () throws(UserId.ValidationError) in try UserId(command.id) }

    // Step 1: find the account. Not there: the flow ends, nothing to archive.
    guard var user = try await callStore({ try await users.find(id: id) }) else {
      throw .userNotFound(id: id.value)
    }
    let instant = now()
    user.withdraw(at: instant)  // a state: only a withdrawn user is deleted
    // region: chapter 9 adds the UserWithdrew event the withdrawal records
    // Withdrawing recorded `UserWithdrew`; the repository keeps it with the delete.
    // endregion
    let record = WithdrawnUser(user, withdrawnAt: instant)
    switch writes {
    case .inOrder(let archive):  // step 2, the archive's record; step 3, only then the delete
      try await callStore { try await archive.save(record) }
      try await callStore { try await users.delete(user) }
    // region: chapter 8 adds one unit of work, for a repository that holds users and archive
    case .oneCommit(let begin):
      // Steps 2 and 3, registered with one unit of work; one commit writes both, or neither.
      let work = await begin()
      await work.registerNew(record)
      await work.registerDeleted(user)
      try await callStore { try await work.commit() }
    // endregion
    }
    return UserData(user)
  }
}
// endregion
