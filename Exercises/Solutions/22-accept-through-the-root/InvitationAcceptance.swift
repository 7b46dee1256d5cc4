// Exercise 22 — the reference solution. See README.md or README.ko.md.

import Aggregates
import Foundation
import ValueObjects

/// Accepting every open invitation a user has, in one go: each circle is its own aggregate,
/// changed through its own root under its own limit and saved on its own.
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

  /// The invitee joins the circle of each of their open invitations, oldest invitation
  /// first, each join recording `MemberJoined`, and each accepted invitation ends.
  ///
  /// A circle whose root refuses (it is full) keeps its invitation open, and the others
  /// are still accepted; an invitation whose circle is gone is skipped.
  /// - Returns: the ids of the circles the invitee joined, in the order they joined.
  /// - Throws: whatever a store throws; the circles joined before it stay joined.
  public func acceptAll(for invitee: UserId) async throws -> [CircleId] {
    var joined: [CircleId] = []
    for invitation in try await invitations.findAll() where invitation.invitee == invitee {
      guard var circle = try await circles.find(id: invitation.circle) else { continue }
      // One circle at a time: its own root, its own limit, its own save.
      do {
        try circle.accept(invitation, limit: try await fullRule.limit(for: circle), at: now())
      } catch is Circle.MembershipError {
        continue  // this circle refused; its invitation stays open, the others go on
      }
      try await circles.save(circle)  // the circle and its MemberJoined, in one write
      try await invitations.delete(id: invitation.id)
      joined.append(circle.id)
    }
    return joined
  }
}
