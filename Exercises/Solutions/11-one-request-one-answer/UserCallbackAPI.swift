// Exercise 11 — the callback API, the same in the reference solution. Docs/exercises.md

import Entities
import ValueObjects

/// An older way to fetch a user: it returns at once and calls back later, once.
///
/// The completion handler runs on some other thread, with the user, `nil` when nobody has
/// the id, or the error that stopped the fetch.
public protocol UserCallbackAPI: Sendable {
  /// Starts fetching the user with this id and calls `completion` once with the outcome.
  func fetchUser(id: UserId, completion: @escaping @Sendable (Result<User?, any Error>) -> Void)
}
