// Chapter 5 — Application services (AS-5). Docs/05-application-services.md
//
// Read first: why this exists. When a user withdraws, the account ends, but a product
// may have to keep a short record of it (who, under what name, when) — for a legal
// retention period, or to answer "what happened to my account?". The record is an
// aggregate of its own, not a value inside `User`: one entity, found by the account's id,
// with a lifecycle apart from the user's (made at the withdrawal, never changed, removed
// when its retention ends) and a repository of its own, `WithdrawnUserRepository`.

import Foundation
import ValueObjects

/// The archive's record of an account whose user withdrew: an aggregate of one immutable
/// entity, identified by the account's ``id``.
public struct WithdrawnUser: Sendable, Hashable {
  /// The id the account had.
  public let id: UserId
  /// The name the user had when they withdrew.
  public let name: UserName
  /// When the user registered.
  public let registeredAt: Date
  /// When the user withdrew.
  public let withdrawnAt: Date

  /// Makes the record of `user` withdrawing at `instant` (`User.withdrawnAt` once withdrawn;
  /// a repository restoring a record passes the instant it kept).
  public init(_ user: User, withdrawnAt instant: Date) {
    id = user.id
    name = user.name
    registeredAt = user.createdAt
    withdrawnAt = instant
  }
}
