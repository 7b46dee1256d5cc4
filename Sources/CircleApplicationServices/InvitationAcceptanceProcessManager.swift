// Chapter 11 — Strategic design (SD-7): a process manager (Hohpe and Woolf).
// Docs/11-strategic-design.md
//
// Read first: `handle(_:)`. An accepted invitation (`InvitationAccepted`, the invitation
// changed alone) starts a process that outlives the request: the join into the circle, a
// transaction of its own. The process manager keeps its own state, keyed by invitation,
// in an `InvitationProcessStore`, and stores it before each step, so a redelivered event
// finds it and `resume()` after a restart finishes what was left. When the circle is full
// or the invitee can no longer join, it compensates: the accepted invitation is voided with
// the reason (`InvitationVoided`). A join that does not happen by the deadline is voided
// by `timeOut()`. A step whose repository or store fails leaves the process joining.

import Aggregates
import Foundation
import ValueObjects

// region: InvitationAcceptanceProcessManager
/// Carries an accepted invitation into its circle: joins the invitee, or voids the
/// invitation when they cannot join.
public struct InvitationAcceptanceProcessManager: Sendable {
  private let circles: CircleApplicationService
  private let invitations: any CircleInvitationRepository
  private let processes: any InvitationProcessStore
  private let deadline: TimeInterval
  private let now: @Sendable () -> Date

  /// Makes the process manager.
  /// - Parameters:
  ///   - circles: the circle use cases it sends the join to.
  ///   - invitations: where the invitation it voids is stored.
  ///   - processes: where it keeps each process between messages.
  ///   - deadline: how long after the acceptance the join may take, in seconds.
  ///   - now: the clock that dates a compensation and judges the deadline.
  public init(
    circles: CircleApplicationService, invitations: any CircleInvitationRepository,
    processes: any InvitationProcessStore, deadline: TimeInterval = 24 * 60 * 60,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.circles = circles
    self.invitations = invitations
    self.processes = processes
    self.deadline = deadline
    self.now = now
  }
}
// endregion

extension InvitationAcceptanceProcessManager {
  // region: handle
  /// Reacts to an accepted invitation: starts its process (or finds it, when the event
  /// is delivered again) and takes the next step.
  /// - Returns: the process as it stands after the step.
  /// - Throws: ``CircleApplicationError`` when storage fails; the process stays joining,
  ///   and a redelivery or ``resume()`` tries again.
  public func handle(_ accepted: InvitationAccepted) async throws(CircleApplicationError)
    -> InvitationProcess
  {
    let known = try await callCircleStore { try await processes.find(accepted.invitation) }
    if let known, known.isFinished { return known }  // a redelivery: done already
    let process = known ?? InvitationProcess(accepted)
    try await callCircleStore { try await processes.save(process) }
    return try await step(process)
  }
  // endregion

  /// Takes the next step of every unfinished process: what a restart runs.
  public func resume() async throws(CircleApplicationError) -> [InvitationProcess] {
    var stepped: [InvitationProcess] = []
    for process in try await callCircleStore({ try await processes.unfinished() }) {
      stepped.append(try await step(process))
    }
    return stepped
  }

  /// Voids every unfinished process accepted longer ago than the deadline.
  public func timeOut() async throws(CircleApplicationError) -> [InvitationProcess] {
    var voided: [InvitationProcess] = []
    for process in try await callCircleStore({ try await processes.unfinished() })
    where now().timeIntervalSince(process.startedAt) > deadline {
      voided.append(try await compensate(process, .timedOut))
    }
    return voided
  }

  // region: step
  /// Sends the join; a member already (a step that ran before a crash) counts as joined,
  /// and a refusal for good is compensated.
  private func step(_ process: InvitationProcess) async throws(CircleApplicationError)
    -> InvitationProcess
  {
    do {
      let circle = try await circles.get(GetCircleQuery(circleId: process.circle.value))
      if circle?.memberIds.contains(process.invitee.value) != true {
        _ = try await circles.join(
          JoinCircleCommand(circleId: process.circle.value, userId: process.invitee.value))
      }
      return try await finish(process, .joined)
    } catch .full(let limit) {
      return try await compensate(process, .circleFull(limit: limit))
    } catch let refusal where refusal.isForGood {
      return try await compensate(process, .cannotJoin(refusal.description))
    }
  }
  // endregion

  // region: compensate
  /// Voids the accepted invitation for `reason`, under its version, and finishes the
  /// process with the fact; an invitation ended or voided meanwhile needs no second void.
  private func compensate(_ process: InvitationProcess, _ reason: CircleInvitation.VoidReason)
    async throws(CircleApplicationError) -> InvitationProcess
  {
    let at = now()
    let stored = try await callCircleStore { try await invitations.find(id: process.id) }
    var fact = InvitationVoided(
      invitation: process.id, circle: process.circle, invitee: process.invitee,
      reason: reason, occurredAt: at)
    if let stored, let voided = try? stored.voiding(reason, at: at) {
      try await callCircleStore { try await invitations.save(voided.0) }
      fact = voided.1
    }
    return try await finish(process, .voided(fact))
  }
  // endregion

  /// Stores the process at its last stage.
  private func finish(_ process: InvitationProcess, _ stage: InvitationProcess.Stage)
    async throws(CircleApplicationError) -> InvitationProcess
  {
    var done = process
    done.stage = stage
    try await callCircleStore { [done] in try await processes.save(done) }
    return done
  }
}

extension CircleApplicationError {
  /// Whether the join is refused for good (no such user or circle, a broken membership
  /// rule), so that trying again cannot help.
  var isForGood: Bool {
    switch self {
    case .userNotFound, .circleNotFound, .membership, .invalid: true
    default: false
    }
  }
}
