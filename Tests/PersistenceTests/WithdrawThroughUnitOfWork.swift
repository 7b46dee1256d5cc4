// Chapter 8 — Integrity (IN-3): the withdrawal's unit of work, as the persistence tests
// drive it without chapter 5's use case. Docs/08-integrity.md

import Entities
import Foundation
import Persistence
import Repositories

/// Withdraws `user` as `WithdrawUserUseCase` does: the user records `UserWithdrew`, the
/// archive's record and the end of the user are registered with one unit of work, and
/// one commit writes them.
func withdrawThroughUnitOfWork(
  _ user: User, at instant: Date, in work: UserRepositoryUnitOfWork
) async throws {
  var user = user
  user.withdraw(at: instant)
  await work.registerNew(WithdrawnUser(user, withdrawnAt: instant))
  await work.registerDeleted(user)
  try await work.commit()
}
