// Chapter 7 — Beyond the basics (AD-6). Docs/07-beyond-the-basics.md
//
// The in-memory invitation store, for tests and examples.

import Aggregates
import ValueObjects

/// A `CircleInvitationRepository` in memory.
public actor InMemoryCircleInvitationRepository: CircleInvitationRepository {
  private var invitations: [CircleInvitationId: CircleInvitation] = [:]

  /// Makes a store holding these invitations (none by default).
  public init(_ invitations: [CircleInvitation] = []) {
    for invitation in invitations { self.invitations[invitation.id] = invitation }
  }

  /// Stores the invitation, replacing one with the same id.
  public func save(_ invitation: CircleInvitation) {
    invitations[invitation.id] = invitation
  }

  /// The invitation with this id, or `nil`.
  public func find(id: CircleInvitationId) -> CircleInvitation? {
    invitations[id]
  }

  /// The open invitation of this user to this circle (the oldest, should there be two).
  public func find(circle: CircleId, invitee: UserId) -> CircleInvitation? {
    findAll().first { $0.circle == circle && $0.invitee == invitee }
  }

  /// Every invitation, oldest first.
  public func findAll() -> [CircleInvitation] {
    invitations.values.sorted { $0.precedes($1) }
  }

  /// Removes the invitation, if there is one.
  public func delete(id: CircleInvitationId) {
    invitations[id] = nil
  }
}
