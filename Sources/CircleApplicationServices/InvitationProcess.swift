// Chapter 11 — Strategic design (SD-7): what the invitation's process manager keeps
// between messages. Docs/11-strategic-design.md

import Aggregates
import Foundation
import ValueObjects

/// One accepted invitation's way into its circle, as its process manager keeps it, keyed by
/// the invitation.
public struct InvitationProcess: Sendable, Hashable, Identifiable {
  /// Where the process stands.
  public enum Stage: Sendable, Hashable {
    /// The join is asked for and not yet known to have happened.
    case joining
    /// The invitee is a member: done.
    case joined
    /// The join could not happen; the invitation was voided, with this fact: done.
    case voided(InvitationVoided)
  }

  /// The invitation the process carries out; the key.
  public let id: CircleInvitationId
  /// The circle to join.
  public let circle: CircleId
  /// The user to join it.
  public let invitee: UserId
  /// When the invitation was accepted: the deadline counts from here.
  public let startedAt: Date
  /// Where the process stands.
  public package(set) var stage: Stage = .joining

  /// Starts the process of an accepted invitation.
  public init(_ accepted: InvitationAccepted) {
    id = accepted.invitation
    circle = accepted.circle
    invitee = accepted.invitee
    startedAt = accepted.occurredAt
  }

  /// Whether nothing is left to do.
  public var isFinished: Bool { stage != .joining }
}

/// Keeps the invitation processes between messages, so that a redelivery finds its
/// process and a restart resumes the unfinished ones.
public protocol InvitationProcessStore: Sendable {
  /// The process of this invitation, or `nil` when none started.
  func find(_ invitation: CircleInvitationId) async throws -> InvitationProcess?
  /// Stores the process, replacing the one with the same key.
  func save(_ process: InvitationProcess) async throws
  /// Every process not finished, oldest first.
  func unfinished() async throws -> [InvitationProcess]
}

/// An `InvitationProcessStore` in memory; it outlives the process managers made over it,
/// as a file would outlive a process.
public actor InMemoryInvitationProcessStore: InvitationProcessStore {
  private var processes: [CircleInvitationId: InvitationProcess] = [:]

  /// Makes an empty store.
  public init() {}

  /// The process of this invitation, or `nil`.
  public func find(_ invitation: CircleInvitationId) -> InvitationProcess? {
    processes[invitation]
  }

  /// Stores the process.
  public func save(_ process: InvitationProcess) {
    processes[process.id] = process
  }

  /// Every process not finished, oldest first.
  public func unfinished() -> [InvitationProcess] {
    processes.values.filter { !$0.isFinished }
      .sorted { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }
  }
}
