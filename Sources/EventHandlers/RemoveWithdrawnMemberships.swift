// Chapter 9 — Handlers in the application layer (EV-3). Docs/09-events-and-queries.md
//
// Read first: one circle, one save. The withdrawal's own commit changed the user only;
// this handler, run after it, changes each circle in a transaction of its own (one
// transaction, one aggregate). It is idempotent by construction: run again, it finds no
// circle that still holds the user, and changes nothing.

import Aggregates
import Entities
import Repositories
import ValueObjects

// region: RemoveWithdrawnMemberships
/// Removes a withdrawn user from every circle, by the policy in
/// `Circle.removingWithdrawn(_:)`.
public struct RemoveWithdrawnMemberships: UserEventHandler {
  private let circles: any CircleRepository

  /// Makes the handler over the circles' store.
  public init(circles: any CircleRepository) {
    self.circles = circles
  }

  /// Takes the withdrawn user out of each circle they belong to; ignores other events.
  public func handle(_ event: OutboxEvent) async throws {
    guard case .withdrew(let withdrawal) = event.event else { return }
    for circle in try await circles.findAll() where circle.hasMember(withdrawal.user) {
      switch try circle.removingWithdrawn(withdrawal.user) {
      case .unchanged: break
      case .removed(let changed), .handedOver(let changed, _): try await circles.save(changed)
      case .emptied: try await circles.delete(id: circle.id)
      }
    }
  }
  // endregion
}
