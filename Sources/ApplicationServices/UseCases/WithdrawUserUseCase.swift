// Chapter 5 — Use cases (AS-5); chapter 8 adds one unit of work (IN-3), chapter 9 the event.
// Docs/05-application-services.md, Docs/08-integrity.md
//
// Read first: `execute(_:)`. Withdrawal archives the account, then deletes it, and the two
// must never come apart: through two repositories the archive is written first, so the
// order alone keeps the account safe; when one store holds both, one commit writes both.

import Entities
import Foundation
import Repositories
import ValueObjects

// region: WithdrawUserUseCase
/// Withdrawal with an archive record: one use case, one type, one entry point.
///
/// It earns its own type because it changes two things, the users and the archive, in a
/// fixed order.
public struct WithdrawUserUseCase: Sendable {
  /// Where the withdrawal's two changes are written.
  private enum Writes: Sendable {
    /// Two writes through two repositories, the archive first.
    case inOrder(archive: any WithdrawnUserRepository)
    /// One unit of work, opened once per withdrawal and committed once.
    case oneCommit(begin: @Sendable () async -> any UserUnitOfWork)
  }

  private let users: any UserRepository
  private let writes: Writes
  private let now: @Sendable () -> Date

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

extension WithdrawUserUseCase {
  /// Makes the use case over a store that keeps the users and the archive together: each
  /// withdrawal opens one unit of work over it and commits both changes at once.
  public init(
    users: any UserRepository,
    beginUnitOfWork: @escaping @Sendable () async -> any UserUnitOfWork,
    now: @escaping @Sendable () -> Date = UserApplicationService.systemNow
  ) {
    self.users = users
    self.writes = .oneCommit(begin: beginUnitOfWork)
    self.now = now
  }
}

// region: execute
extension WithdrawUserUseCase {
  /// Archives the user's account and deletes it: the archive's record first, the end of
  /// the account only once the record is kept (or both at once, when one store holds both).
  /// - Returns: the withdrawn account's data.
  /// - Throws: ``UserApplicationError/userNotFound(id:)`` when there is no such user
  ///   (nothing is archived); ``UserApplicationError/changedElsewhere(id:)`` when the user
  ///   was changed or withdrawn since it was read; ``UserApplicationError/storageFailure(_:)``
  ///   when a write fails. The account is never deleted without its record; running the
  ///   withdrawal again after a failure finishes it.
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
    // Withdrawing recorded `UserWithdrew`; the store keeps it with the delete.
    // endregion
    let record = WithdrawnUser(user, withdrawnAt: instant)

    switch writes {
    case .inOrder(let archive):
      // Step 2: keep the archive's record. If this fails, the flow ends: the account stays.
      try await callStore { try await archive.save(record) }
      // Step 3: only now end the account. A failure here leaves both; a retry finishes.
      try await callStore { try await users.delete(user) }
    // region: chapter 8 adds one unit of work, for a store that holds users and archive
    case .oneCommit(let begin):
      // Steps 2 and 3, registered with one unit of work: nothing is written yet.
      let work = await begin()
      await work.registerNew(record)
      await work.registerDeleted(user)
      // One commit makes both durable, with the event, or none of them.
      try await callStore { try await work.commit() }
    // endregion
    }
    return UserData(user)
  }
}
// endregion
