// Chapter 8 — Integrity (IN-5). Docs/08-integrity.md
//
// What the follow-up of a withdrawal changed, and why it may fail.

import Aggregates
import ValueObjects

extension MembershipCleanupPolicy {
  /// What one run of the step changed, circle by circle.
  public struct Report: Sendable, Hashable {
    /// Circles the user left (owned ones included), in the order they were changed.
    public var left: [CircleId] = []
    /// Circles that passed from the withdrawn owner to a new owner.
    public var passedOn: [CircleId: UserId] = [:]
    /// Circles deleted because nobody was left in them.
    public var ended: [CircleId] = []
    /// Open invitations the user sent or received, ended.
    public var closed: [CircleInvitationId] = []

    /// Makes an empty report.
    public init() {}

    /// Whether the run changed nothing.
    public var isEmpty: Bool { left.isEmpty && ended.isEmpty && closed.isEmpty }

    /// Adds another run's changes to this one.
    public mutating func merge(_ other: Report) {
      left += other.left
      passedOn.merge(other.passedOn) { _, new in new }
      ended += other.ended
      closed += other.closed
    }
  }

  /// Why the step stopped; what it finished stays finished, and running it again is safe.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The circle repository failed, or a circle kept changing under the step.
    case storage(String)

    /// A sentence saying what failed and what to do.
    public var description: String {
      switch self {
      case .storage(let message):
        return "the circles could not all be updated (\(message)); run the step again"
      }
    }
  }
}
