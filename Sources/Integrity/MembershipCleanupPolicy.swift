// Chapter 8 — Integrity (IN-5): consistency between aggregates, a policy.
// Docs/08-integrity.md
//
// Read first: `removeWithdrawnUser(_:)`. A withdrawal's transaction changes the user
// (and its archive record) only: one transaction, one aggregate. The circles the user was
// in change later, each in a transaction of its own, through this policy — "whenever a
// user withdrew, remove their memberships", eventually consistent — and the user's open
// invitations end (IN-6). Its first write, the circles' own record of the withdrawal,
// closes the circles to the user. It keeps no process state: the circles and invitations
// that still name the withdrawn user are the work left. It is idempotent: a circle that no
// longer names the user is left alone, so
// running it twice, or again after a crash between the withdrawal and this step, is safe.
// `repairCircles(knownTo:)` (in `+Repair.swift`) is that re-run for every user at once.
// Chapter 9 starts it from the `UserWithdrew` event (the handler
// `RemoveWithdrawnMemberships`): a failed run leaves the event undelivered, and the next
// delivery resumes it.

import Aggregates
import Foundation
import Specifications
import ValueObjects

// region: MembershipCleanupPolicy
/// The policy that carries a user's withdrawal through their circles, one circle per
/// transaction: whenever a user withdrew, remove their memberships.
///
/// The rule is the circle root's, `Circle.removingWithdrawnMember(_:at:)`: a member leaves;
/// an owner's circle passes to its longest-standing remaining member; a circle nobody is
/// left in is deleted, if it is still the circle read (a version-checked delete). A circle
/// someone else saved meanwhile is read again and the rule applied again (optimistic
/// concurrency, up to ``attempts`` times). Each change is saved with the events the root
/// recorded (`MemberLeft`, `OwnershipPassed`). Every open invitation the user sent or
/// received ends.
public struct MembershipCleanupPolicy: Sendable {
  let circles: any CircleRepository
  let invitations: any CircleInvitationRepository
  let now: @Sendable () -> Date
  /// How many times one circle is tried when others keep changing it.
  public let attempts: Int

  /// Makes the policy over the circle and invitation repositories; `now` dates what it changes.
  public init(
    circles: any CircleRepository, invitations: any CircleInvitationRepository,
    attempts: Int = 3, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.circles = circles
    self.invitations = invitations
    self.attempts = max(1, attempts)
    self.now = now
  }
}
// endregion

extension MembershipCleanupPolicy {
  // region: removeWithdrawnUser
  /// Removes the withdrawn user `id` from every circle that names them.
  /// - Returns: what changed, circle by circle; empty when nothing names the user.
  /// - Throws: ``Failure`` when a repository fails or a circle keeps changing; circles done
  ///   before stay done, and running the step again finishes the rest.
  public func removeWithdrawnUser(_ id: UserId) async throws(Failure) -> Report {
    var report = Report()
    // First the circles' record: from here on no circle takes them in.
    try await load({ try await circles.recordWithdrawal(of: id) })
    for circle in try await load({ try await circles.findAll(satisfying: CircleNaming(id)) }) {
      try await settle(circle, without: id, into: &report)
    }
    for invitation in try await load({ try await invitations.findAll() })
    where invitation.invitee == id || invitation.inviter == id {
      try await close(invitation, into: &report)
    }
    return report
  }
  // endregion

  /// Applies the rule to one circle and saves (or deletes) it; rereads it on a conflict.
  ///
  /// An heir the repository refuses as withdrawn withdrew too, and their own follow-up
  /// may not have finished yet: the rule is applied for them as well, so the circle
  /// passes to the next member.
  private func settle(_ read: Circle, without id: UserId, into report: inout Report)
    async throws(Failure)
  {
    var circle = read
    var withdrawn = [id]
    var attempt = 1
    while true {
      do {
        let rest = withdrawn.reduce(Optional(circle)) { $0?.removingWithdrawnMember($1, at: now()) }
        guard let remaining = rest else {
          // Deleted only if nobody joined since it was read: the delete checks the version.
          try await circles.delete(circle)
          report.ended.append(circle.id)
          return
        }
        if remaining == circle { return }  // already done: the step is idempotent
        try await circles.save(remaining)
        if remaining.owner != circle.owner { report.passedOn[circle.id] = remaining.owner }
        report.left.append(circle.id)
        return
      } catch CircleSaveConflict.notAUser(let heir) where !withdrawn.contains(heir) {
        withdrawn.append(heir)
      } catch  where attempt < attempts && Self.isConflict(error) {
        attempt += 1
        guard let reread = try await load({ try await circles.find(id: read.id) }) else {
          return  // deleted meanwhile: nothing left to change
        }
        circle = reread
      } catch {
        throw .storage(String(describing: error))
      }
    }
  }
}
