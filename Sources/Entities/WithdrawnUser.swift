// Chapter 5 — Application services (AS-5). Docs/05-application-services.md
//
// Read first: why this exists. When a user withdraws, the account ends, but a product
// may have to keep a short record of it (who, under what name, when) — for a legal
// retention period, or to answer "what happened to my account?". That record is a
// value: it never changes once made.

import Foundation
import ValueObjects

/// The record kept of an account after its user withdrew.
public struct WithdrawnUser: Sendable, Hashable {
  /// The id the account had.
  public let id: UserId
  /// The name the user had when they withdrew.
  public let name: UserName
  /// When the user registered.
  public let registeredAt: Date
  /// When the user withdrew.
  public let withdrawnAt: Date

  /// Makes the record of `user` withdrawing at `instant`.
  public init(_ user: User, withdrawnAt instant: Date) {
    id = user.id
    name = user.name
    registeredAt = user.createdAt
    withdrawnAt = instant
  }
}
