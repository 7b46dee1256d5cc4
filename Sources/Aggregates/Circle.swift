// Chapter 7 — Beyond the basics (AD-2): an aggregate. Docs/07-beyond-the-basics.md
//
// Read first: `join(_:limit:)` and the three invariants. A circle is a group of users with
// an owner. Its rules — the owner is a member, nobody is a member twice, no more members
// than its limit — involve the whole group, so the group is one consistency boundary with one root,
// this type, and every change goes through it. Members are referenced by `UserId`, not
// held as `User` values: the circle is not the place to change a user.

import Foundation
import ValueObjects

// region: Circle
/// A circle of users: the aggregate root that keeps the group's rules.
///
/// # Invariants
/// - the owner is always a member;
/// - no user is a member twice;
/// - nobody joins a circle that has reached its limit: ``memberLimit`` (30) members, or
///   50 when ``CircleFullSpecification`` says more than 10 members are premium users.
///
/// ``members`` is read-only from outside: it is an array value, so changing a copy of it
/// changes nothing in the circle. ``join(_:limit:)``, ``accept(_:limit:)`` and
/// ``leave(_:)`` are the only ways in and out.
public struct Circle: Sendable, Identifiable {
  /// The most members a circle may have, the owner included, unless more than 10 of them
  /// are premium users (then ``CircleFullSpecification`` allows 50).
  public static let memberLimit = 30

  /// The circle's identity.
  public let id: CircleId
  /// The circle's name; names are unique among circles (the application checks it).
  public private(set) var name: CircleName
  /// The user who owns the circle, its creator until they withdraw (chapter 8); always a
  /// member.
  public private(set) var owner: UserId
  /// The members' ids, the owner first, then in the order they joined.
  public private(set) var members: [UserId]
  /// When the circle was created.
  public let createdAt: Date
  /// How many times the store had saved this circle when this copy was read (0: never).
  ///
  /// Chapter 8, IN-4: a store refuses a stale copy; `==` ignores the version.
  public private(set) var version: Int
  // endregion

  /// Makes a new circle whose only member is its owner.
  public init(id: CircleId, name: CircleName, owner: UserId, createdAt: Date) {
    self.id = id
    self.name = name
    self.owner = owner
    self.members = [owner]
    self.createdAt = createdAt
    self.version = 0
  }

  // region: restoring
  /// Rebuilds a stored circle, checking the invariants (a repository's job on load).
  /// - Throws: ``InvariantViolation`` naming the broken invariant.
  public init(
    restoring id: CircleId, name: CircleName, owner: UserId, members: [UserId], createdAt: Date,
    version: Int = 0
  ) throws(InvariantViolation) {
    guard members.contains(owner) else { throw .ownerIsNotAMember(owner) }
    var seen: Set<UserId> = []
    for member in members where !seen.insert(member).inserted {
      throw .duplicateMember(member)
    }
    // Up to 50: a circle that grew with premium members keeps them when they downgrade.
    guard members.count <= CircleMemberLimit.premium.value else {
      throw .tooManyMembers(members.count)
    }
    // endregion
    self.id = id
    self.name = name
    self.owner = owner
    self.members = members
    self.createdAt = createdAt
    self.version = version
  }

  /// Whether the circle has reached the standard limit, ``memberLimit``; whether it may
  /// still take members with premium users among them is ``isFull(under:)``.
  public var isFull: Bool { isFull(under: .standard) }

  /// Whether the circle has reached (or, after downgrades, passed) this limit.
  public func isFull(under limit: CircleMemberLimit) -> Bool {
    members.count >= limit.value
  }

  /// Whether this user is a member.
  public func hasMember(_ user: UserId) -> Bool {
    members.contains(user)
  }

  // region: join
  /// Adds a member, if the circle is below the limit it is told.
  ///
  /// The root is told its limit rather than working it out: the limit depends on the
  /// members' types, which only a lookup can tell (``CircleFullSpecification``). The root
  /// still refuses every join past the limit, and a caller that never asked gets the
  /// strict ``CircleMemberLimit/standard``.
  /// - Throws: ``MembershipError/alreadyMember(_:)`` or ``MembershipError/full(limit:)``.
  public mutating func join(
    _ user: UserId, limit: CircleMemberLimit = .standard
  ) throws(MembershipError) {
    guard !hasMember(user) else { throw .alreadyMember(user) }
    guard !isFull(under: limit) else { throw .full(limit: limit.value) }
    members.append(user)
  }
  // endregion

  // region: accept
  /// Lets an invitation's invitee in: a join through the root, under the same limit.
  /// - Throws: ``MembershipError/wrongCircle(_:)`` for another circle's invitation, then
  ///   whatever ``join(_:limit:)`` throws.
  public mutating func accept(
    _ invitation: CircleInvitation, limit: CircleMemberLimit
  ) throws(MembershipError) {
    guard invitation.circle == id else { throw .wrongCircle(invitation.circle) }
    try join(invitation.invitee, limit: limit)
  }
  // endregion

  /// Removes a member; the owner cannot leave their own circle.
  /// - Throws: ``MembershipError/ownerCannotLeave`` or ``MembershipError/notAMember(_:)``.
  public mutating func leave(_ user: UserId) throws(MembershipError) {
    guard user != owner else { throw .ownerCannotLeave }
    guard let index = members.firstIndex(of: user) else { throw .notAMember(user) }
    members.remove(at: index)
  }

  /// Renames the circle.
  public mutating func rename(to newName: CircleName) {
    name = newName
  }

  // MARK: Chapter 8 — a withdrawn member (IN-5), a saved copy (IN-4)

  // region: removingWithdrawnMember
  /// The circle without `user`, who withdrew: `nil` when nobody is left in it.
  ///
  /// A member simply leaves. An owner's circle passes to its longest-standing remaining
  /// member (the first in join order), who becomes the first member. A user who is not a
  /// member changes nothing, so running the rule twice gives the same circle.
  public func removingWithdrawnMember(_ user: UserId) -> Circle? {
    guard hasMember(user) else { return self }
    var circle = self
    circle.members.removeAll { $0 == user }
    guard let heir = circle.members.first else { return nil }
    if user == owner { circle.owner = heir }
    return circle
  }
  // endregion

  /// The copy a store keeps once it has saved this one: the same state, one version on.
  public func advancingVersion() -> Circle {
    var next = self
    next.version = version + 1
    return next
  }
}

extension Circle {
  /// Why a user could not join or leave.
  public enum MembershipError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The user is a member already.
    case alreadyMember(UserId)
    /// The circle has as many members as its limit allows.
    case full(limit: Int)
    /// The invitation is for another circle.
    case wrongCircle(CircleId)
    /// The user is not a member.
    case notAMember(UserId)
    /// The owner tried to leave.
    case ownerCannotLeave

    /// A sentence naming the rule.
    public var description: String {
      switch self {
      case .alreadyMember(let user): return "\(user) is already a member of this circle"
      case .full(let limit):
        return "a circle has at most \(limit) members, its owner included; it is full"
      case .notAMember(let user): return "\(user) is not a member of this circle"
      case .ownerCannotLeave: return "the owner cannot leave their own circle"
      case .wrongCircle(let circle): return "the invitation is for another circle, \(circle)"
      }
    }
  }

  /// An invariant a stored circle breaks.
  public enum InvariantViolation: Error, Sendable, Hashable, CustomStringConvertible {
    /// The owner is missing from the members.
    case ownerIsNotAMember(UserId)
    /// A user appears twice among the members.
    case duplicateMember(UserId)
    /// More members than any limit allows (50).
    case tooManyMembers(Int)

    /// A sentence naming the invariant.
    public var description: String {
      switch self {
      case .ownerIsNotAMember(let owner): return "the owner \(owner) must be a member"
      case .duplicateMember(let user): return "\(user) is a member twice"
      case .tooManyMembers(let count):
        return "a circle has at most \(CircleMemberLimit.premium.value) members; got \(count)"
      }
    }
  }
}
