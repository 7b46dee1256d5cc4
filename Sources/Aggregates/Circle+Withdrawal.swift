// Chapter 9 — Handlers (EV-3): chapter 8's policy for a withdrawn member, written in the
// circle's own words (chapter 7's vocabulary: members, owner, join order).
// Docs/09-events-and-queries.md
//
// Read first: the three outcomes. A withdrawn user leaves every circle; a circle they
// owned passes to its longest-standing remaining member (the first in join order); a
// circle left with nobody is deleted.

import ValueObjects

// region: removingWithdrawn
extension Circle {
  /// What a circle becomes when one of its members withdraws from the service.
  public enum WithdrawalOutcome: Sendable, Equatable {
    /// The user was not a member: nothing changes.
    case unchanged
    /// The user left; the circle, as it is now, is to be saved.
    case removed(Circle)
    /// The owner left; the circle now belongs to its longest-standing remaining member.
    case handedOver(Circle, to: UserId)
    /// The user was the only member: the circle is to be deleted.
    case emptied
  }

  /// The circle without `user`, who withdrew from the service.
  /// - Throws: ``InvariantViolation`` only if the circle was already broken.
  public func removingWithdrawn(_ user: UserId) throws(InvariantViolation) -> WithdrawalOutcome {
    guard hasMember(user) else { return .unchanged }
    let remaining = members.filter { $0 != user }
    // Members are kept in join order, the owner first, so the first one left is the
    // longest-standing.
    guard let successor = remaining.first else { return .emptied }
    let newOwner = user == owner ? successor : owner
    let circle = try Circle(
      restoring: id, name: name, owner: newOwner, members: remaining, createdAt: createdAt)
    return user == owner ? .handedOver(circle, to: newOwner) : .removed(circle)
  }
}
// endregion
