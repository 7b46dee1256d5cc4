// Exercise 42 — reference solution. Docs/exercises.md

import Aggregates
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
    var changed: [CircleId] = []
    for read in try await circles.findAll() where read.hasMember(id) {
      var circle = read
      for attempt in 1...3 {
        do {
          if let remaining = circle.removingWithdrawnMember(id) {
            try await circles.save(remaining)
          } else {
            try await circles.delete(id: circle.id)
          }
          changed.append(circle.id)
          break
        } catch let conflict as Circle.VersionConflict where attempt < 3 {
          guard let reread = try await circles.find(id: conflict.id), reread.hasMember(id)
          else { break }
          circle = reread
        }
      }
    }
    return changed
  }
}
