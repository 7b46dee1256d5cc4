// Chapter 7 — Beyond the basics (AD-2, AD-3). Docs/07-beyond-the-basics.md
//
// Read first: `save(_:)` takes the whole circle. An aggregate is stored and loaded as one
// piece, through its root: there is no `addMember(circleId:userId:)` that would let a
// caller change a circle without its rules. Then read `findAll(satisfying:)`, a
// specification used as a query, and its trade-off. Chapter 8 adds what a repository guards in
// the same step as its write (unique names, no stale copy); chapter 9 the events a circle
// recorded, stored with it.

import Specifications
import ValueObjects

/// Stores circles, whole, and finds them again.
public protocol CircleRepository: Sendable {
  // region: CircleRepository
  /// Stores the whole circle: inserts it, or replaces the one with the same id.
  ///
  /// One atomic write stores the circle and every event in its `recordedEvents`: both, or
  /// neither. In the same step the repository refuses a name another circle holds, a stale copy
  /// (one whose `version` is not the stored one) and a member or owner it gains who withdrew
  /// (``recordWithdrawal(of:)``).
  /// - Throws: ``CircleSaveConflict`` (nothing is stored then, and no event), or the
  ///   repository's own error when it cannot write.
  func save(_ circle: Circle) async throws
  // endregion

  /// The circle with this id, or `nil`.
  func find(id: CircleId) async throws -> Circle?

  /// The circle with this name, or `nil`; ``save(_:)`` keeps names unique.
  func find(name: CircleName) async throws -> Circle?

  /// Every circle, oldest first (by creation time, then id).
  func findAll() async throws -> [Circle]

  /// The circles that satisfy `specification`, oldest first.
  ///
  /// The trade-off: the rule is written once, in the domain's words, and any repository can
  /// apply it — but a repository can only apply Swift code to circles it has loaded, so the
  /// filter runs over every circle. A database query (a `WHERE` clause) would be faster
  /// and would say the rule a second time, in another language.
  func findAll(satisfying specification: some Specification<Circle>) async throws -> [Circle]

  /// Ends the circle, if this copy is the stored one, and its open invitations with it; a
  /// circle already gone is left gone.
  /// - Throws: ``CircleSaveConflict/staleVersion(id:saved:stored:)`` when someone saved the
  ///   circle since this copy was read (a member may have joined); nothing is deleted then.
  func delete(_ circle: Circle) async throws

  /// Records, in the circles' own repository, that `user` withdrew: no later save lets them in,
  /// no invitation reaches them. The withdrawal's clean-up writes it first; twice is once.
  func recordWithdrawal(of user: UserId) async throws
}

extension Circle {
  /// Whether this circle comes before `other` in the order repositories list circles in.
  public func precedes(_ other: Circle) -> Bool {
    (createdAt, id) < (other.createdAt, other.id)
  }
}
