// Chapter 5 — Use cases (AS-5), made one unit of work by chapter 8 (IN-3) and given its
// event by chapter 9. Docs/05-application-services.md, Docs/08-integrity.md
//
// Read first: `execute(_:)`, its steps in order. A product that must keep a record of
// withdrawn accounts cannot simply delete: it archives the account and deletes it, and the
// two must never come apart. Chapter 5 wrote them as two writes through two repositories,
// archive first, the second only if the first succeeded. Chapter 8 changed this file in
// place: the steps are registered with a unit of work and one commit makes them durable
// together, so even a process killed between them leaves both or neither: two aggregates,
// a named exception (Docs/08-integrity.md, IN-5). `user.withdraw(at:)` makes the copy
// withdrawn, the only kind a store deletes, and its `UserWithdrew` goes in the same commit.

import Entities
import Foundation
import Repositories
import ValueObjects

// region: WithdrawUserUseCase
/// Withdrawal with an archive record: one use case, one type, one entry point.
///
/// Where ``UserApplicationService`` groups several use cases in one type, a use-case object
/// holds exactly one flow. It earns its own type because it changes two things, the users
/// and the archive, and commits them as one unit of work.
public struct WithdrawUserUseCase: Sendable {
  private let users: any UserRepository
  private let beginUnitOfWork: @Sendable () async -> any UserUnitOfWork
  private let now: @Sendable () -> Date

  /// Makes the use case over the users it reads and the units of work it writes through.
  /// - Parameters:
  ///   - users: where the withdrawing user is found.
  ///   - beginUnitOfWork: opens a unit of work over the same store, once per withdrawal.
  ///   - now: the instant a withdrawal happens at.
  public init(
    users: any UserRepository,
    beginUnitOfWork: @escaping @Sendable () async -> any UserUnitOfWork,
    now: @escaping @Sendable () -> Date = UserApplicationService.systemNow
  ) {
    self.users = users
    self.beginUnitOfWork = beginUnitOfWork
    self.now = now
  }
}
// endregion

// region: execute
extension WithdrawUserUseCase {
  /// Archives the user's account and deletes it, as one unit of work with the withdrawal's
  /// event.
  /// - Returns: the withdrawn account's data.
  /// - Throws: ``UserApplicationError/userNotFound(id:)`` when there is no such user
  ///   (nothing is archived); ``UserApplicationError/changedElsewhere(id:)`` when the user
  ///   was changed or withdrawn since it was read; ``UserApplicationError/storageFailure(_:)``
  ///   when the commit fails. On any failure nothing changed.
  public func execute(_ command: WithdrawUserCommand) async throws(UserApplicationError)
    -> UserData
  {
    let id = try validate(.id) { () throws(UserId.ValidationError) in try UserId(command.id) }

    // Step 1: find the account. Not there: the flow ends, nothing to archive.
    guard var user = try await callStore({ try await users.find(id: id) }) else {
      throw .userNotFound(id: id.value)
    }
    let instant = now()
    user.withdraw(at: instant)  // a state: only a withdrawn user is deleted; records UserWithdrew

    // Steps 2 and 3, registered with one unit of work: the archive's record, then the
    // end of the user. Nothing is written yet.
    let work = await beginUnitOfWork()
    await work.registerNew(WithdrawnUser(user, withdrawnAt: instant))
    await work.registerDeleted(user)
    // One commit makes both durable, with the event, or none of them.
    try await callStore { try await work.commit() }
    return UserData(user)
  }
}
// endregion
