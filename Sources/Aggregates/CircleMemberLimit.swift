// Chapter 7 — Beyond the basics (AD-4): how many members a circle may have right now.
// Docs/07-beyond-the-basics.md
//
// Read after `CircleFullSpecification.swift`. The limit depends on who the members are,
// which the circle cannot see; the specification works it out and hands the root this
// value. Only two limits exist, and only the specification can hand out the higher one,
// so no caller can invent a limit of its own.

// region: CircleMemberLimit
/// The most members a circle may have, as the full-circle rule decided it.
///
/// ``standard`` is public: a caller that never asked the rule gets the strict limit. The
/// higher limit is made only by ``CircleFullSpecification``, after it has counted the
/// premium members.
public struct CircleMemberLimit: Sendable, Hashable, CustomStringConvertible {
  /// The number of members, the owner included.
  public let value: Int

  private init(_ value: Int) {
    self.value = value
  }

  /// The limit for a circle with 10 or fewer premium members: ``Circle/memberLimit``, 30.
  public static let standard = CircleMemberLimit(Circle.memberLimit)

  /// The limit for a circle with more than 10 premium members: 50.
  static let higher = CircleMemberLimit(CircleFullSpecification.higherMemberLimit)

  /// The number, as messages say it.
  public var description: String { "\(value)" }
}
// endregion
