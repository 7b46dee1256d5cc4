// Chapter 9 — The query side (QS-1): the user repositories answer the profiles' published read.
// Docs/09-events-and-queries.md
//
// The names come from the repository's table, so no `User` aggregate is built for a read, and the
// circle list's adapter, in the circles context, never names a profile repository: it asks this
// port of the profiles (`UserNames`).

import ApplicationServices
import Persistence
import ValueObjects

extension InMemoryUserRepository: UserNames {
  /// The names of the users with these ids; an id that names no user is left out.
  public func names(of ids: Set<UserId>) -> [UserId: UserName] {
    userNames(of: ids)
  }
}

extension FileUserRepository: UserNames {
  /// The names of the users with these ids, including those other processes stored.
  public func names(of ids: Set<UserId>) throws(StorageError) -> [UserId: UserName] {
    try userNames(of: ids)
  }
}
