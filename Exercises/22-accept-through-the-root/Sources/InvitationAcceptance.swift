// Exercise 22 — your turn: write `accept(_:)`. See README.md in this folder.

import Aggregates
import ExerciseSupport
import Foundation
import ValueObjects

/// Accepting an invitation: two aggregates, each changed through its own root and saved
/// through its own repository.
public struct InvitationAcceptance: Sendable {
  private let circles: any CircleRepository
  private let invitations: any CircleInvitationRepository
  private let fullRule: CircleFullSpecification
  private let now: @Sendable () -> Date

  /// Makes the use case over the two stores and the port that counts premium members;
  /// `now` is the instant a join happens at.
  public init(
    circles: any CircleRepository, invitations: any CircleInvitationRepository,
    premiumMembers: any PremiumMemberCounter, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.circles = circles
    self.invitations = invitations
    self.fullRule = CircleFullSpecification(premiumMembers: premiumMembers)
    self.now = now
  }

  /// The invitee joins the invitation's circle, recording `MemberJoined`, and the
  /// invitation ends.
  ///
  /// Answers the circle as saved: the version the store now holds
  /// (`circle.advancingVersion()`), whose events are stored, so the caller can change it and
  /// save it again.
  /// - Throws: AcceptanceError, the root's `Circle.MembershipError` (the invitation
  ///   then stays open), or whatever a store throws.
  public func accept(_ id: CircleInvitationId) async throws -> Circle {
    // TODO: load the invitation and its circle, ask the rule for the limit, let the root
    // accept at `now()`, save the circle (its event goes with it), then end the invitation.
    throw NotImplemented("InvitationAcceptance.accept(_:)")
  }
}

/// Why an invitation could not be accepted.
public enum AcceptanceError: Error, Sendable, Equatable {
  /// No invitation has this id.
  case invitationNotFound(CircleInvitationId)
  /// The invitation's circle no longer exists.
  case circleNotFound(CircleId)
}
