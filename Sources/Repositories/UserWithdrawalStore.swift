// Chapter 8 — Integrity (IN-3), added to chapter 5's withdrawal. Docs/08-integrity.md
//
// Read after `WithdrawnUserRepository.swift`. Archiving and deleting through two ports is
// two writes, and a crash between them leaves the user in both places. A unit of work
// makes them one: here the port says it in the domain's words, "end this account and
// keep its record", and each store does both in one transaction of its own (inside its
// actor, or one commit in its journal). It sits beside the ports it joins, in chapter 4's
// module, because chapter 4's stores implement it and chapter 5's use case calls it.

import Entities
import ValueObjects

// region: UserWithdrawalStore
/// A user store that ends an account and keeps its record as one unit of work: both
/// happen or neither does, even when the process dies in the middle.
public protocol UserWithdrawalStore: UserRepository {
  /// Removes `user` and keeps `record`, in one transaction.
  /// - Throws: ``SaveConflict/staleVersion(id:saved:stored:)`` (or a store's error
  ///   carrying it) when the user was changed or withdrawn since `user` was read; on any
  ///   failure nothing changed.
  func withdraw(_ user: User, as record: WithdrawnUser) async throws

  /// The record of the withdrawn account with this id, or `nil`.
  func findWithdrawnUser(id: UserId) async throws -> WithdrawnUser?
}
// endregion
