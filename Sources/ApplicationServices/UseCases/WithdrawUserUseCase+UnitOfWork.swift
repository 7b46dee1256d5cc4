// Chapter 8 — Integrity (IN-3): chapter 5's withdrawal over a repository that keeps the users and
// the archive together, where one unit of work commits both changes. Docs/08-integrity.md

import Foundation
import Repositories

extension WithdrawUserUseCase {
  /// Makes the use case over a repository that keeps the users and the archive together: each
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
