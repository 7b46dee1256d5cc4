// Exercise 17 — your turn: write `join(_:)`. See README.md or README.ko.md.

import ExerciseSupport
import ValueObjects

/// A small club of users: an aggregate root that keeps the club's membership rules.
///
/// # Invariants
/// - the owner is always a member;
/// - no user is a member twice;
/// - a club has at most ``memberLimit`` members, the owner included.
///
/// ``members`` can be read from outside but changed only through ``join(_:)``: that is
/// what makes `Club` the root of its aggregate, the one place the rules are kept.
public struct Club: Sendable, Equatable {
  /// The most members a club may have, the owner included (small, to keep tests short).
  public static let memberLimit = 5

  /// The user who started the club; always a member.
  public let owner: UserId
  /// The members' ids, the owner first, then in the order they joined.
  public private(set) var members: [UserId]

  /// Makes a new club whose only member is its owner.
  public init(owner: UserId) {
    self.owner = owner
    self.members = [owner]
  }

  /// Adds a member at the end of ``members``.
  /// - Throws: ``ClubError/alreadyMember(_:)`` when the user is a member already, and
  ///   ``ClubError/full(limit:)`` when the club has ``memberLimit`` members. Nothing
  ///   changes when it throws.
  public mutating func join(_ user: UserId) throws {
    // TODO: refuse a user who is already a member, refuse anyone once the club has
    // `memberLimit` members (the owner counts), otherwise add the user at the end.
    throw NotImplemented("Club.join(_:)")
  }
}

/// Why a user could not join a club; the club did not change.
public enum ClubError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The user is a member already.
  case alreadyMember(UserId)
  /// The club has ``Club/memberLimit`` members.
  case full(limit: Int)

  /// A sentence naming the rule.
  public var description: String {
    switch self {
    case .alreadyMember(let user): return "\(user) is already a member of this club"
    case .full(let limit):
      return "a club has at most \(limit) members, its owner included; it is full"
    }
  }
}
