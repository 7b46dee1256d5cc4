// Chapter 10 — Boundaries (BC-1): the link table, in memory. Docs/10-boundaries.md
//
// It sits beside its port because it belongs to neither context's store: the table is
// the boundary's own state. Composition roots may choose another implementation.

import Authentication
import ValueObjects

/// ``ProfileLinks`` in memory, for tests and examples.
public actor InMemoryProfileLinks: ProfileLinks {
  private var links: [AccountId: UserId] = [:]

  /// Makes an empty table.
  public init() {}

  /// The profile of `account`, or `nil`.
  public func profile(of account: AccountId) -> UserId? { links[account] }

  /// Records that `user` is the profile of `account`.
  public func link(_ account: AccountId, to user: UserId) { links[account] = user }

  /// Forgets the profile of `account`.
  public func unlink(_ account: AccountId) { links[account] = nil }
}
