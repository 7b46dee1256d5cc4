// Chapter 9 — Domain events (EV-1): the user records what happened as it happens.
// Docs/09-events-and-queries.md
//
// Read first: each method does the change and returns the event in one step, so the
// event and the change cannot disagree, and nobody but the user states what happened to
// it. The caller's job is only to store both together (the outbox, EV-2).

import Foundation
import ValueObjects

extension User {
  // region: register
  /// Registers a new user at `instant`: the user, and the fact that they registered.
  public static func register(
    id: UserId, name: UserName, at instant: Date
  ) -> (user: User, event: UserRegistered) {
    let user = User(id: id, name: name, createdAt: instant)
    return (user, UserRegistered(user: id, name: name, occurredAt: instant))
  }
  // endregion

  // region: rename
  /// Renames the user at `instant` and returns the fact, or `nil` when the name is the
  /// one they already have: nothing happened, so there is nothing to tell.
  public mutating func rename(to newName: UserName, at instant: Date) -> UserRenamed? {
    guard newName != name else { return nil }
    let previous = name
    changeName(to: newName)
    return UserRenamed(user: id, previousName: previous, name: newName, occurredAt: instant)
  }
  // endregion

  // region: withdraw
  /// The fact that this user withdraws at `instant`; the store deletes the user and
  /// keeps the fact in the same commit.
  public func withdraw(at instant: Date) -> UserWithdrew {
    UserWithdrew(user: id, occurredAt: instant)
  }
  // endregion
}
