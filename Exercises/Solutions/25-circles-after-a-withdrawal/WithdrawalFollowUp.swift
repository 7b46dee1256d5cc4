// Exercise 25 — reference solution. Docs/exercises.md

import Aggregates
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
    var changed: [CircleId] = []
    for read in try await circles.findAll() where read.hasMember(id) {
      var circle = read
      for attempt in 1...3 {
        do {
          if let remaining = circle.removingWithdrawnMember(id, at: now()) {
            try await circles.save(remaining)
          } else {
            try await circles.delete(circle)
          }
          changed.append(circle.id)
          break
        } catch CircleSaveConflict.staleVersion(let stale, _, _) where attempt < 3 {
          guard let reread = try await circles.find(id: stale), reread.hasMember(id)
          else { break }
          circle = reread
        }
      }
    }
    return changed
  }
}
