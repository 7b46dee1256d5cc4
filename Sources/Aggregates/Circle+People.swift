// Chapter 8 — Integrity (IN-6), added to chapter 7's circle. Docs/08-integrity.md
//
// Who a save of this copy lets into the circle: a repository checks, at its commit and under
// the users' lock, that each of them is a user. A save that only lets people out (a leave,
// a rename, a withdrawn member's removal) needs no such check.

import ValueObjects

extension Circle {
  // region: peopleGained
  /// Who this copy lets in that `stored` did not have: every member it lacks, and the owner
  /// when ownership passed; every member of a circle not stored yet.
  public func people(gainedSince stored: Circle?) -> [UserId] {
    guard let stored else { return Array(members) }
    return members.filter { !stored.hasMember($0) || ($0 == owner && $0 != stored.owner) }
  }
  // endregion
}
