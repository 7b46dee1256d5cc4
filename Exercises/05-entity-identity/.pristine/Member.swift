// Exercise 05 — your turn: write `hasSameIdentity(as:)`. See README.md in this folder.

import ExerciseSupport
import ValueObjects

/// A member of a club: an entity, identified by its ``id`` however its name changes.
///
/// `Member` answers two questions, and they are different:
/// - *Is this the same member?* ``hasSameIdentity(as:)``.
/// - *Do these two snapshots hold the same state?* `==`, synthesized from every attribute.
///
/// ```swift
/// var member = Member(id: try UserId("member-1"), name: try UserName("김철수"))
/// let before = member
/// member.rename(to: try UserName("김영수"))
/// ```
public struct Member: Sendable, Equatable, Identifiable {
  /// The member's identity, fixed when the member joins.
  public let id: UserId
  /// The name the member goes by; change it with ``rename(to:)``.
  public private(set) var name: UserName

  /// Makes a member from its identity and name.
  public init(id: UserId, name: UserName) {
    self.id = id
    self.name = name
  }

  /// Renames the member; it stays the same member.
  public mutating func rename(to newName: UserName) {
    name = newName
  }

  /// Whether `other` is the same member as this one, whatever the state of either.
  public func hasSameIdentity(as other: Member) -> Bool {
    // TODO: decide sameness by what never changes about a member.
    unimplemented("Member.hasSameIdentity(as:)", placeholder: false)
  }
}
