// Chapter 8 — Integrity (IN-3, IN-5): the withdrawal, then its follow-up.
// Docs/08-integrity.md
//
// Read first: `execute(_:)`, two transactions in order. The first is chapter 5's use case
// over a unit of work: the user leaves the users and joins the archive, both or neither.
// Only after it has committed does the second begin: the circles, each on its own. If the
// process dies between the two, the user is withdrawn and some circles still name them;
// `MembershipCleanupProcessManager.repairCircles(knownTo:)` (the capstone's `circle repair`)
// finishes the job. Chapter 9 replaces the direct call with a `UserWithdrew` event.

import ApplicationServices
import ValueObjects

// region: WithdrawUserEverywhereUseCase
/// Withdraws a user in one transaction, then takes them out of their circles.
public struct WithdrawUserEverywhereUseCase: Sendable {
  private let withdrawal: WithdrawUserUseCase
  private let followUp: MembershipCleanupProcessManager

  /// Makes the flow from the withdrawal (over a unit of work) and its follow-up.
  public init(withdrawal: WithdrawUserUseCase, followUp: MembershipCleanupProcessManager) {
    self.withdrawal = withdrawal
    self.followUp = followUp
  }

  /// What a withdrawal did: the user's data, and the circles' follow-up.
  public struct Outcome: Sendable {
    /// The withdrawn user's data.
    public let user: UserData
    /// What the follow-up changed, or why it stopped (the withdrawal stands either way).
    public let circles:
      Result<MembershipCleanupProcessManager.Report, MembershipCleanupProcessManager.Failure>
  }

  /// Commits the withdrawal, then runs the follow-up for the circles.
  /// - Throws: what `WithdrawUserUseCase.execute(_:)` throws; then
  ///   nothing changed. A failed follow-up does not throw: it is in ``Outcome/circles``.
  public func execute(_ command: UserWithdrawCommand) async throws(UserApplicationError)
    -> Outcome
  {
    // Transaction 1: the user (and its archive record). Nothing else.
    let user = try await withdrawal.execute(command)
    // Later, one transaction per circle. A failure here is repaired by running it again.
    let id = try validate { () throws(UserId.ValidationError) in try UserId(user.id) }
    do {
      return Outcome(user: user, circles: .success(try await followUp.removeWithdrawnUser(id)))
    } catch {
      return Outcome(user: user, circles: .failure(error))
    }
  }
}
// endregion

private func validate<Value>(
  _ make: () throws(UserId.ValidationError) -> Value
) throws(UserApplicationError) -> Value {
  do { return try make() } catch { throw .invalid(.id, reason: error.description) }
}
