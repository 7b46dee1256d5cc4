// Chapter 7 — Beyond the basics (AD-6). Docs/07-beyond-the-basics.md
//
// The in-memory invitation repository, for tests and examples: a view of the circle repository's
// actor, whose tables hold the invitations too. Chapter 8 (IN-6): so sending checks the
// circle in the same step, and accepting changes the circle and ends the invitation in one.

import Aggregates
import ValueObjects

/// A `CircleInvitationRepository` in memory, over the circle repository that holds the
/// invitations.
public struct InMemoryCircleInvitationRepository: CircleInvitationRepository {
  private let store: InMemoryCircleRepository

  /// Makes the invitation repository of `circles` (which holds the invitations it was made with).
  public init(circles: InMemoryCircleRepository) {
    store = circles
  }

  /// Stores the invitation in one step of the circle repository.
  /// - Throws: `CircleInvitationConflict` when the invitee has another open invitation to
  ///   the circle, the circle is gone or the invitee is not a user.
  public func save(_ invitation: CircleInvitation) async throws {
    try await store.commit([.send(invitation)])
  }

  /// The invitation with this id, or `nil`.
  public func find(id: CircleInvitationId) async -> CircleInvitation? {
    await store.tables.invitations[id]
  }

  /// The open invitation of this user to this circle.
  public func find(circle: CircleId, invitee: UserId) async -> CircleInvitation? {
    await store.tables.openInvitation(to: circle, of: invitee)
  }

  /// Every invitation, oldest first.
  public func findAll() async -> [CircleInvitation] {
    await store.tables.invitations.values.sorted { $0.precedes($1) }
  }

  /// Ends the invitation.
  /// - Throws: `CircleInvitationConflict.ended` when it is no longer stored.
  public func delete(id: CircleInvitationId) async throws {
    try await store.commit([.end(id)])
  }
}
