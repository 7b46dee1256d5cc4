// Exercise 25 — your turn: write `removeWithdrawnUser(_:)`. See README.md or README.ko.md.

import Aggregates
import ExerciseSupport
import Foundation
import ValueObjects

/// The policy that carries a user's withdrawal through their circles: each circle
/// that names the user, in a transaction of its own, after the withdrawal has committed.
public struct WithdrawalFollowUp: Sendable {
  private let circles: any CircleRepository
  private let now: @Sendable () -> Date

  /// Makes the policy over the circle store; `now` dates what it changes.
  public init(circles: any CircleRepository, now: @escaping @Sendable () -> Date = { Date() }) {
    self.circles = circles
    self.now = now
  }

  /// Takes the withdrawn user `id` out of every circle that names them.
  /// - Returns: the ids of the circles it changed or deleted, oldest first.
  /// - Throws: what the store throws, except a stale circle, which is read again and
  ///   changed again (up to 3 tries).
  public func removeWithdrawnUser(_ id: UserId) async throws -> [CircleId] {
    // TODO: for each circle naming the user, apply
    // `circle.removingWithdrawnMember(id, at: now())`: nil → delete the circle you read;
    // otherwise save the new circle. Leave other circles alone. When a save or a delete
    // throws `CircleSaveConflict.staleVersion`, read the circle again and retry.
    throw NotImplemented("WithdrawalFollowUp.removeWithdrawnUser(_:)")
  }
}
