// Chapter 9 — Handlers in the application layer (EV-3). Docs/09-events-and-queries.md
//
// Read first: what this handler does NOT do. Chapter 8 decided and built the follow-up of a
// withdrawal (IN-5), the policy `MembershipCleanupPolicy`: each circle in a
// transaction of its own, an owner's circle passed to its longest-standing member, an empty
// circle deleted, safe to run again. Chapter 9 only starts it from the `UserWithdrew` event,
// after the withdrawal's commit. The rule and its tests are chapter 8's, unchanged.

import Aggregates
import Entities
import Integrity
import Repositories
import ValueObjects

// region: RemoveWithdrawnMemberships
/// Starts the withdrawal's policy, `MembershipCleanupPolicy`, for every
/// `UserWithdrew` event.
public struct RemoveWithdrawnMemberships: UserEventHandler {
  private let cleanup: MembershipCleanupPolicy

  /// Makes the handler over the circles' and invitations' repositories.
  public init(circles: any CircleRepository, invitations: any CircleInvitationRepository) {
    cleanup = MembershipCleanupPolicy(circles: circles, invitations: invitations)
  }

  /// Takes the withdrawn user out of each circle they belong to and ends their open
  /// invitations; ignores other events.
  ///
  /// Idempotent because the policy is: handed the same event again, it finds no
  /// circle that still names the user, and changes nothing. When it fails, the event stays
  /// undelivered, and the next delivery resumes the work.
  public func handle(_ event: UserOutboxEvent) async throws {
    guard case .withdrew(let withdrawal) = event.event else { return }
    _ = try await cleanup.removeWithdrawnUser(withdrawal.user)
  }
}
// endregion
