// Chapter 11 — Strategic design (SD-7), added to chapter 7's invitation in its own words.
// Docs/11-strategic-design.md
//
// Read first: `accepting(at:)`. In the design that keeps "one aggregate per transaction",
// accepting changes the invitation alone: open → accepted, under the invitation's own
// version, and the join follows as a second transaction. When the join cannot happen (the
// circle is full, the invitee withdrew) the accepted invitation is voided with the reason:
// the compensating step. Chapter 7's one-commit accept never stores an answer: an
// invitation stays open until it ends.

import Foundation
import ValueObjects

extension CircleInvitation {
  // region: Answer
  /// Where an invitation stands: open, accepted (the join to follow), or void.
  public enum Answer: Sendable, Hashable {
    /// Sent, not answered.
    case open
    /// The invitee accepted; the join follows.
    case accepted(at: Date)
    /// The accepted invitation could not be carried out, for this reason.
    case void(VoidReason, at: Date)
  }

  /// Why an accepted invitation was voided.
  public enum VoidReason: Sendable, Hashable, CustomStringConvertible {
    /// The circle had no room when the join was tried.
    case circleFull(limit: Int)
    /// The invitee could no longer join (withdrew, or the circle is gone), in a sentence.
    case cannotJoin(String)
    /// The join did not happen before the deadline.
    case timedOut

    /// A sentence naming the reason.
    public var description: String {
      switch self {
      case .circleFull(let limit): "the circle was full (at most \(limit) members)"
      case .cannotJoin(let reason): reason
      case .timedOut: "the join did not happen in time"
      }
    }
  }

  /// Why an answer was refused.
  public enum AnswerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Only an open invitation can be accepted; only an accepted one voided.
    case notAnswerable(CircleInvitationId, Answer)

    /// A sentence naming the rule.
    public var description: String {
      switch self {
      case .notAnswerable(let id, let answer):
        "invitation \(id.value) is \(answer), so it cannot be answered that way"
      }
    }
  }
  // endregion

  // region: accepting
  /// The invitation accepted at `instant`, and the fact to publish; only an open one.
  /// - Throws: ``AnswerError/notAnswerable(_:_:)`` when it was answered already.
  public func accepting(at instant: Date) throws(AnswerError) -> (Self, InvitationAccepted) {
    guard answer == .open else { throw .notAnswerable(id, answer) }
    var accepted = self
    accepted.answer = .accepted(at: instant)
    let event = InvitationAccepted(
      invitation: id, circle: circle, invitee: invitee, occurredAt: instant)
    return (accepted, event)
  }

  /// The accepted invitation voided for `reason`, and the fact to publish: the
  /// compensating step of a join that could not happen.
  /// - Throws: ``AnswerError/notAnswerable(_:_:)`` unless it is accepted.
  public func voiding(_ reason: VoidReason, at instant: Date) throws(AnswerError)
    -> (Self, InvitationVoided)
  {
    guard case .accepted = answer else { throw .notAnswerable(id, answer) }
    var voided = self
    voided.answer = .void(reason, at: instant)
    let event = InvitationVoided(
      invitation: id, circle: circle, invitee: invitee, reason: reason, occurredAt: instant)
    return (voided, event)
  }
  // endregion

  /// Whether it still stands in the way of a second invitation: open or accepted.
  public var isPending: Bool {
    if case .void = answer { return false }
    return true
  }

  /// The invitation as a repository keeps it after saving this copy: one answer further.
  package func advancingVersion() -> Self {
    var stored = self
    stored.version += 1
    return stored
  }
}
