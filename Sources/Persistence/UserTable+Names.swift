// Chapter 9 — The query side (QS-1): the owners' names a circle list reads.
// Docs/09-events-and-queries.md
//
// A screen that lists circles shows each owner's name. The list's adapter asks the user
// repository for the names of one page's owners in one read, and gets names, not users: no `User`
// aggregate leaves the repository for a read.

import Entities
import ValueObjects

extension UserTable {
  /// The names of the users with these ids; an id no user has is left out.
  func names(of ids: Set<UserId>) -> [UserId: UserName] {
    var names: [UserId: UserName] = [:]
    for id in ids { if let user = user(id: id) { names[id] = user.name } }
    return names
  }
}
