// Chapter 7 — Beyond the basics (AD-6): the invitation's own port.
// Docs/07-beyond-the-basics.md
//
// One repository per aggregate: invitations are saved and found on their own, never
// through the circle's repository, so sending one never rewrites a circle. Chapter 8
// (IN-6) adds the checks a repository makes in the same step as its write.

import ValueObjects

// region: CircleInvitationRepository
/// Stores invitations, whole, and finds them again.
public protocol CircleInvitationRepository: Sendable {
  /// Stores the invitation: inserts it, or replaces the one with the same id.
  ///
  /// In the same step the repository refuses a second open invitation of the invitee to the
  /// circle, a circle that is gone and an invitee who is not a user.
  /// - Throws: ``CircleInvitationConflict``, or the repository's own error.
  func save(_ invitation: CircleInvitation) async throws

  /// The invitation with this id, or `nil`.
  func find(id: CircleInvitationId) async throws -> CircleInvitation?

  /// The open invitation of this user to this circle, or `nil`.
  func find(circle: CircleId, invitee: UserId) async throws -> CircleInvitation?

  /// Every open invitation, oldest first (by creation time, then id).
  func findAll() async throws -> [CircleInvitation]

  /// Ends the invitation (declined, or closed after a withdrawal).
  /// - Throws: ``CircleInvitationConflict/ended(_:)`` when it is no longer stored (accepted
  ///   or declined meanwhile): two ends of one invitation never both succeed.
  func delete(id: CircleInvitationId) async throws
}
// endregion

extension CircleInvitation {
  /// Whether this invitation comes before `other` in the order repositories list them in.
  public func precedes(_ other: CircleInvitation) -> Bool {
    (createdAt, id) < (other.createdAt, other.id)
  }
}
