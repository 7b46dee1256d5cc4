// Chapter 7 — A first-class collection (QS-2): the circle's members, inside the aggregate.
// Docs/07-beyond-the-basics.md
//
// Read first: the three rules in one place. A bare `[UserId]` inside `Circle` let every
// method of the root re-check "no duplicates", "the owner is in", "not past the limit" for
// itself. The members are now a type that keeps those rules: it can only be made valid and
// only be changed through methods that keep it valid, and `Circle` asks it instead of
// looping over an array.

import ValueObjects

// region: CircleMembers
/// A circle's members, in join order (the owner first): no one twice, never past a
/// limit; the owner always among them.
///
/// It is a read-only collection of ids, so `count`, `contains`, `map` and `for … in` work as
/// on an array; only ``adding(_:limit:)``, ``removing(_:)`` and ``removingWithdrawn(_:)``
/// make a changed copy, and each keeps the rules.
public struct CircleMembers: Sendable, Hashable, RandomAccessCollection,
  CustomStringConvertible
{
  /// The member who owns the circle; always the first.
  public let owner: UserId
  private let ids: [UserId]
  private let lookup: Set<UserId>
}
// endregion

extension CircleMembers {
  /// The members of a new circle: its owner alone.
  public init(owner: UserId) {
    self.owner = owner
    ids = [owner]
    lookup = [owner]
  }

  // region: restoring
  /// Rebuilds stored members, checking every rule (a repository's job on load).
  /// - Throws: `Circle.InvariantViolation` naming the broken rule.
  public init(restoring owner: UserId, members: [UserId]) throws(Circle.InvariantViolation) {
    guard members.contains(owner) else { throw .ownerIsNotAMember(owner) }
    var seen: Set<UserId> = []
    for member in members where !seen.insert(member).inserted {
      throw .duplicateMember(member)
    }
    // Up to 50: a circle that grew with premium members keeps them when they downgrade.
    guard members.count <= CircleMemberLimit.higher.value else {
      throw .tooManyMembers(members.count)
    }
    self.owner = owner
    ids = members
    lookup = seen
  }
  // endregion

  private init(owner: UserId, checked ids: [UserId]) {
    self.owner = owner
    self.ids = ids
    lookup = Set(ids)
  }

  /// Whether this user is a member, in O(1).
  public func contains(_ user: UserId) -> Bool { lookup.contains(user) }

  /// Whether the members have reached (or, after downgrades, passed) this limit.
  public func isFull(under limit: CircleMemberLimit) -> Bool { ids.count >= limit.value }

  // region: adding
  /// The members with `user` joined at the end, if the limit leaves room.
  /// - Throws: `Circle.MembershipError.alreadyMember` or `.full(limit:)`.
  public func adding(
    _ user: UserId, limit: CircleMemberLimit
  ) throws(Circle.MembershipError) -> CircleMembers {
    guard !contains(user) else { throw .alreadyMember(user) }
    guard !isFull(under: limit) else { throw .full(limit: limit.value) }
    return CircleMembers(owner: owner, checked: ids + [user])
  }
  // endregion

  /// The members without `user`; the owner cannot leave.
  /// - Throws: `Circle.MembershipError.ownerCannotLeave` or `.notAMember`.
  public func removing(_ user: UserId) throws(Circle.MembershipError) -> CircleMembers {
    guard user != owner else { throw .ownerCannotLeave }
    guard contains(user) else { throw .notAMember(user) }
    return CircleMembers(owner: owner, checked: ids.filter { $0 != user })
  }

  /// The members without `user`, who withdrew from the service.
  ///
  /// An owner's place passes to the longest-standing remaining member (the first in join
  /// order); `nil` when nobody is left. A user who is not a member changes nothing.
  public func removingWithdrawn(_ user: UserId) -> CircleMembers? {
    guard contains(user) else { return self }
    let remaining = ids.filter { $0 != user }
    guard let first = remaining.first else { return nil }
    return CircleMembers(owner: user == owner ? first : owner, checked: remaining)
  }

  /// Whether these are exactly `ids`, in this order: a list of members compares with the
  /// array of their ids.
  public static func == (members: CircleMembers, ids: [UserId]) -> Bool {
    members.ids == ids
  }

  /// Whether `ids` are exactly these members, in this order.
  public static func == (ids: [UserId], members: CircleMembers) -> Bool {
    members.ids == ids
  }

  /// The ids in order, as an array prints them: `[user-1, user-2]`.
  public var description: String { ids.description }

  /// The first position.
  public var startIndex: Int { ids.startIndex }
  /// The position after the last.
  public var endIndex: Int { ids.endIndex }
  /// The member at `position`.
  public subscript(position: Int) -> UserId { ids[position] }
}

extension PremiumMemberCounter {
  /// Counts the premium users among a circle's members: the port's question, asked of the
  /// members as they are held, so callers need no array of their own.
  public func countPremiumMembers(among members: CircleMembers) async throws -> Int {
    try await countPremiumMembers(among: Array(members))
  }
}
