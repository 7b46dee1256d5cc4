// Chapter 7 — Beyond the basics (AD-2): an aggregate. Docs/07-beyond-the-basics.md
//
// Read first: `join(_:)` and the three invariants. A circle is a group of users with an
// owner. Its rules — the owner is a member, nobody is a member twice, at most 30 members
// — involve the whole group, so the group is one consistency boundary with one root,
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
/// - a circle has at most ``memberLimit`` members, the owner included.
///
/// ``members`` is read-only from outside: it is an array value, so changing a copy of it
/// changes nothing in the circle. ``join(_:)`` and ``leave(_:)`` are the only ways in and
/// out.
public struct Circle: Sendable, Equatable, Identifiable {
  /// The most members a circle may have, the owner included.
  public static let memberLimit = 30

  /// The circle's identity.
  public let id: CircleId
  /// The circle's name; names are unique among circles (the application checks it).
  public private(set) var name: CircleName
  /// The user who created the circle; always a member.
  public let owner: UserId
  /// The members' ids, the owner first, then in the order they joined.
  public private(set) var members: [UserId]
  /// When the circle was created.
  public let createdAt: Date
  // endregion

  /// Makes a new circle whose only member is its owner.
  public init(id: CircleId, name: CircleName, owner: UserId, createdAt: Date) {
    self.id = id
    self.name = name
    self.owner = owner
    self.members = [owner]
    self.createdAt = createdAt
  }

  // region: restoring
  /// Rebuilds a stored circle, checking the invariants (a repository's job on load).
  /// - Throws: ``InvariantViolation`` naming the broken invariant.
  public init(
    restoring id: CircleId, name: CircleName, owner: UserId, members: [UserId], createdAt: Date
  ) throws(InvariantViolation) {
    guard members.contains(owner) else { throw .ownerIsNotAMember(owner) }
    var seen: Set<UserId> = []
    for member in members where !seen.insert(member).inserted {
      throw .duplicateMember(member)
    }
    guard members.count <= Self.memberLimit else { throw .tooManyMembers(members.count) }
    // endregion
    self.id = id
    self.name = name
    self.owner = owner
    self.members = members
    self.createdAt = createdAt
  }

  /// Whether the circle has no room for another member.
  public var isFull: Bool { members.count >= Self.memberLimit }

  /// Whether this user is a member.
  public func hasMember(_ user: UserId) -> Bool {
    members.contains(user)
  }

  // region: join
  /// Adds a member.
  /// - Throws: ``MembershipError/alreadyMember(_:)`` or ``MembershipError/full(limit:)``.
  public mutating func join(_ user: UserId) throws(MembershipError) {
    guard !hasMember(user) else { throw .alreadyMember(user) }
    guard !isFull else { throw .full(limit: Self.memberLimit) }
    members.append(user)
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
}

extension Circle {
  /// Why a user could not join or leave.
  public enum MembershipError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The user is a member already.
    case alreadyMember(UserId)
    /// The circle has ``Circle/memberLimit`` members.
    case full(limit: Int)
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
      }
    }
  }

  /// An invariant a stored circle breaks.
  public enum InvariantViolation: Error, Sendable, Hashable, CustomStringConvertible {
    /// The owner is missing from the members.
    case ownerIsNotAMember(UserId)
    /// A user appears twice among the members.
    case duplicateMember(UserId)
    /// More members than ``Circle/memberLimit``.
    case tooManyMembers(Int)

    /// A sentence naming the invariant.
    public var description: String {
      switch self {
      case .ownerIsNotAMember(let owner): return "the owner \(owner) must be a member"
      case .duplicateMember(let user): return "\(user) is a member twice"
      case .tooManyMembers(let count):
        return "a circle has at most \(Circle.memberLimit) members; got \(count)"
      }
    }
  }
}
