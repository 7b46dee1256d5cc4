// Chapter 7 — Beyond the basics (AD-2, AD-3). Docs/07-beyond-the-basics.md
//
// Read first: `save(_:)` takes the whole circle. An aggregate is stored and loaded as one
// piece, through its root: there is no `addMember(circleId:userId:)` that would let a
// caller change a circle without its rules. Then read `findAll(satisfying:)`, a
// specification used as a query, and its trade-off.

import Specifications
import ValueObjects

// region: CircleRepository
/// Stores circles, whole, and finds them again.
public protocol CircleRepository: Sendable {
  /// Stores the whole circle: inserts it, or replaces the one with the same id.
  func save(_ circle: Circle) async throws
  // endregion

  /// The circle with this id, or `nil`.
  func find(id: CircleId) async throws -> Circle?

  /// The circle with this name, or `nil`.
  ///
  /// Names are kept unique by `CircleService`, not by the store; should two circles share
  /// one anyway, which of them is returned is up to the implementation.
  func find(name: CircleName) async throws -> Circle?

  /// Every circle, oldest first (by creation time, then id).
  func findAll() async throws -> [Circle]

  /// The circles that satisfy `specification`, oldest first.
  ///
  /// The trade-off: the rule is written once, in the domain's words, and any store can
  /// apply it — but a store can only apply Swift code to circles it has loaded, so the
  /// filter runs over every circle. A database query (a `WHERE` clause) would be faster
  /// and would say the rule a second time, in another language.
  func findAll(satisfying specification: some Specification<Circle>) async throws -> [Circle]

  /// Ends the circle; deleting an unknown id does nothing.
  func delete(id: CircleId) async throws
}

extension Circle {
  /// Whether this circle comes before `other` in the order repositories list circles in.
  public func precedes(_ other: Circle) -> Bool {
    (createdAt, id) < (other.createdAt, other.id)
  }
}
