// Chapter 7 — Beyond the basics (AD-2): an aggregate. Docs/07-beyond-the-basics.md
//
// Read first: `join(_:limit:at:)` and the three invariants. A circle is a group of users with
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
/// ``members`` is read-only from outside: it is a value, a ``CircleMembers`` that keeps the rules
/// above, so changing a copy of it changes nothing in the circle; ``join(_:limit:at:)``,
/// ``accept(_:limit:at:)`` and ``leave(_:at:)`` are the only ways in and out.
///
/// Every change records what happened in ``recordedEvents``; the repository stores those
/// events with the circle, in the same write.
public struct Circle: Sendable, Identifiable {
  /// The most members a circle may have, the owner included, unless more than 10 of them
  /// are premium users (then ``CircleFullSpecification`` allows 50).
  public static let memberLimit = 30

  /// The circle's identity.
  public let id: CircleId
  /// The circle's name, unique among circles: the repository refuses a save that would repeat it.
  public private(set) var name: CircleName
  /// The members, the owner first, then in join order: a collection with rules of its own.
  public private(set) var members: CircleMembers
  /// The user who owns the circle, its creator until they withdraw; a member.
  public var owner: UserId { members.owner }
  /// When the circle was created.
  public let createdAt: Date
  // region: chapter 8 adds version
  /// How many times the repository had saved this circle when this copy was read (0: never).
  ///
  /// A repository refuses a stale copy; `==` ignores the version.
  public private(set) var version: Int
  // endregion
  /// What this copy recorded since it was made or loaded, oldest first.
  ///
  /// One event per change, none when nothing changed. A copy a repository hands out has none;
  /// `==` ignores them, as it ignores the ``version``.
  public private(set) var recordedEvents: [CircleEvent] = []

  /// Makes a new circle whose only member is its owner, and records its founding.
  public init(id: CircleId, name: CircleName, owner: UserId, createdAt: Date) {
    self.id = id
    self.name = name
    self.members = CircleMembers(owner: owner)
    self.createdAt = createdAt
    // region: chapter 8 adds version
    self.version = 0
    // endregion
    // region: chapter 9 adds the founding event
    let founded = CircleFounded(circle: id, name: name, owner: owner, occurredAt: createdAt)
    self.recordedEvents = [.founded(founded)]
    // endregion
  }
}
// endregion

extension Circle {
  // region: restoring
  /// Rebuilds a stored circle, checking the invariants (a repository's job on load).
  /// - Throws: ``InvariantViolation`` naming the broken invariant.
  public init(
    restoring id: CircleId, name: CircleName, owner: UserId, members: [UserId], createdAt: Date,
    version: Int = 0,
  ) throws(InvariantViolation) {
    // The members check their own rules: the owner is in, nobody twice, at most 50.
    self.members = try CircleMembers(restoring: owner, members: members)
    self.id = id
    self.name = name
    self.createdAt = createdAt
    self.version = version
  }
  // endregion

  /// Whether the circle has reached the standard limit, ``memberLimit``; whether it may
  /// still take members with premium users among them is ``isFull(under:)``.
  public var isFull: Bool { isFull(under: .standard) }

  /// Whether the circle has reached (or, after downgrades, passed) this limit.
  public func isFull(under limit: CircleMemberLimit) -> Bool {
    members.isFull(under: limit)
  }

  /// Whether this user is a member.
  public func hasMember(_ user: UserId) -> Bool {
    members.contains(user)
  }

  // region: join
  /// Adds a member at `instant`, if the circle is below the limit it is told, and records
  /// ``MemberJoined``.
  ///
  /// The root is told its limit rather than working it out: the limit depends on the
  /// members' types, which only a lookup can tell (``CircleFullSpecification``). The root
  /// still refuses every join past the limit, and a caller that never asked gets the
  /// strict ``CircleMemberLimit/standard``.
  /// - Throws: ``MembershipError/alreadyMember(_:)`` or ``MembershipError/full(limit:)``;
  ///   then nothing changed and nothing is recorded.
  public mutating func join(
    _ user: UserId, limit: CircleMemberLimit = .standard, at instant: Date
  ) throws(MembershipError) {
    members = try members.adding(user, limit: limit)
    recordedEvents.append(
      .memberJoined(MemberJoined(circle: id, member: user, occurredAt: instant)))
  }
  // endregion

  // region: accept
  /// Lets an invitation's invitee in at `instant`: a join through the root, under the same
  /// limit, recording the same ``MemberJoined``.
  /// - Throws: ``MembershipError/wrongCircle(_:)`` for another circle's invitation, then
  ///   whatever ``join(_:limit:at:)`` throws.
  public mutating func accept(
    _ invitation: CircleInvitation, limit: CircleMemberLimit, at instant: Date
  ) throws(MembershipError) {
    guard invitation.circle == id else { throw .wrongCircle(invitation.circle) }
    try join(invitation.invitee, limit: limit, at: instant)
  }
  // endregion

  /// Removes a member at `instant` and records ``MemberLeft``; the owner cannot leave their
  /// own circle.
  /// - Throws: ``MembershipError/ownerCannotLeave`` or ``MembershipError/notAMember(_:)``.
  public mutating func leave(_ user: UserId, at instant: Date) throws(MembershipError) {
    members = try members.removing(user)
    recordedEvents.append(.memberLeft(MemberLeft(circle: id, member: user, occurredAt: instant)))
  }

  /// Renames the circle at `instant` and records ``CircleRenamed``; the same name again
  /// changes nothing and records nothing.
  public mutating func rename(to newName: CircleName, at instant: Date) {
    guard newName != name else { return }
    let renamed = CircleRenamed(circle: id, from: name, to: newName, occurredAt: instant)
    name = newName
    recordedEvents.append(.renamed(renamed))
  }

  // MARK: Chapter 8 — a withdrawn member (IN-5), a saved copy (IN-4)

  // region: removingWithdrawnMember
  /// The circle without `user`, who withdrew at `instant`: `nil` when nobody is left in it.
  ///
  /// A member simply leaves. An owner's circle passes to its longest-standing remaining
  /// member (the first in join order), who becomes the first member. The copy carries what
  /// happened in its ``recordedEvents``: ``MemberLeft``, then ``OwnershipPassed`` for an
  /// owner. A user who is not a member changes nothing and records nothing, so running the
  /// rule twice gives the same circle.
  public func removingWithdrawnMember(_ user: UserId, at instant: Date) -> Circle? {
    guard let remaining = members.removingWithdrawn(user) else { return nil }
    guard remaining != members else { return self }
    var circle = self
    circle.members = remaining
    circle.recordedEvents.append(
      .memberLeft(MemberLeft(circle: id, member: user, occurredAt: instant)))
    if remaining.owner != owner {
      circle.recordedEvents.append(
        .ownershipPassed(
          OwnershipPassed(circle: id, from: owner, to: remaining.owner, occurredAt: instant)))
    }
    return circle
  }
  // endregion

  /// The copy a repository keeps once it saved this one: one version on, no recorded events.
  public func advancingVersion() -> Circle {
    var next = self
    next.version = version + 1
    next.recordedEvents = []
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
        return "a circle has at most \(CircleMemberLimit.higher.value) members; got \(count)"
      }
    }
  }
}
