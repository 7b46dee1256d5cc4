// Exercise 42 — your turn: write `removeWithdrawnUser(_:)`. See README.md in this folder.

import Aggregates
import ExerciseSupport
import ValueObjects

/// What changes in the circles after a user's withdrawal has committed: each circle that
/// names the user, in a transaction of its own.
public struct WithdrawalFollowUp: Sendable {
  private let circles: any CircleRepository

  /// Makes the follow-up over the circle store.
  public init(circles: any CircleRepository) {
    self.circles = circles
  }

  /// Takes the withdrawn user `id` out of every circle that names them.
  /// - Returns: the ids of the circles it changed or deleted, oldest first.
  /// - Throws: what the store throws, except a stale circle, which is read again and
  ///   changed again (up to 3 tries).
  public func removeWithdrawnUser(_ id: UserId) async throws -> [CircleId] {
    // TODO: for each circle naming the user, apply `circle.removingWithdrawnMember(id)`:
    // nil → delete the circle; otherwise save the new circle. Leave other circles alone.
    // When a save throws `Circle.VersionConflict`, read the circle again and retry.
    throw NotImplemented("WithdrawalFollowUp.removeWithdrawnUser(_:)")
  }
}
