// Chapter 10 — Boundaries (BC-1): the link table, in memory. Docs/10-boundaries.md
//
// It sits beside its port because it belongs to neither context's repository: the table is
// the boundary's own state. Composition roots may choose another implementation.

import Authentication
import Foundation
import ValueObjects

/// ``ProfileLinks`` in memory, for tests and examples.
public actor InMemoryProfileLinks: ProfileLinks {
  private var links: [AccountId: UserId] = [:]
  private var pending: [AccountId: (name: String, since: Date)] = [:]

  /// Makes an empty table.
  public init() {}

  /// The profile of `account`, or `nil`.
  public func profile(of account: AccountId) -> UserId? { links[account] }

  /// Records that `user` is the profile of `account`, and ends its onboarding.
  /// - Throws: ``SessionError/profileTaken(_:)`` when `user` is another account's profile.
  public func link(_ account: AccountId, to user: UserId) throws(SessionError) {
    if links.contains(where: { $0.key != account && $0.value == user }) {
      throw .profileTaken(user)
    }
    links[account] = user
    pending[account] = nil
  }

  /// Forgets the profile of `account`.
  public func unlink(_ account: AccountId) { links[account] = nil }

  /// Records that `account` is being given a profile named `name`.
  public func beginOnboarding(of account: AccountId, named name: String, at instant: Date) {
    pending[account] = (name, instant)
  }

  /// The onboarding of `account` begun and never linked, or `nil`.
  public func pendingOnboarding(of account: AccountId) -> (name: String, since: Date)? {
    pending[account]
  }

  /// Forgets the onboarding of `account`.
  public func cancelOnboarding(of account: AccountId) { pending[account] = nil }
}
