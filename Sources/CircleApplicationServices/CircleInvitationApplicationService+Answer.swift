// Chapter 11 — Strategic design (SD-7): accepting, the design that keeps "one aggregate per
// transaction". Docs/11-strategic-design.md
//
// Beside chapter 8's `accept(_:)`, which commits the circle and the invitation together and
// answers "joined" or "full" at once, `acceptInvitation(_:)` changes the invitation alone,
// under its own version, and answers "accepted": the join follows, carried out by
// `InvitationAcceptanceProcessManager` from the `InvitationAccepted` it returns.

import Aggregates

extension CircleInvitationApplicationService {
  // region: acceptInvitation
  /// The invitee accepts: the invitation alone moves open → accepted, saved under its
  /// version; the join follows eventually, from the returned event.
  /// - Throws: ``CircleApplicationError/invitationEnded(id:)`` when it was answered or ended
  ///   meanwhile, ``CircleApplicationError/invitationNotFound(id:)``.
  public func acceptInvitation(_ command: AcceptInvitationCommand)
    async throws(CircleApplicationError) -> InvitationAccepted
  {
    let invitation = try await loadInvitation(command.invitationId, from: invitations)
    let accepted: (CircleInvitation, InvitationAccepted)
    do throws(CircleInvitation.AnswerError) {
      accepted = try invitation.accepting(at: now())
    } catch {
      throw .invitationEnded(id: invitation.id.value)
    }
    try await callCircleStore { try await invitations.save(accepted.0) }
    return accepted.1
  }
  // endregion
}
