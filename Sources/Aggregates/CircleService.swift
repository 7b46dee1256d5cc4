// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// The circle's duplicate-name check: the same knowledge as `UserService`, for circles.
// It cannot live in the aggregate — one circle does not know the others. The rule itself,
// `isDuplicate(_:heldBy:)`, is written once: this service asks it of the repository's
// answer, and since chapter 8 every circle repository asks it in the same step as its write.

import ValueObjects

/// Domain knowledge about circles that belongs to no single circle.
public struct CircleService: Sendable {
  private let repository: any CircleRepository

  /// Makes the service over the circle repository.
  public init(repository: any CircleRepository) {
    self.repository = repository
  }

  // region: isDuplicate
  /// Whether another circle already has this circle's name.
  public func isDuplicate(_ circle: Circle) async throws -> Bool {
    Self.isDuplicate(circle, heldBy: try await repository.find(name: circle.name)?.id)
  }

  /// The duplicate rule: whether a circle with another id holds this circle's name.
  ///
  /// `holder` is the circle holding the name, `nil` when nobody does; names are compared
  /// as ``CircleName`` values.
  public static func isDuplicate(_ circle: Circle, heldBy holder: CircleId?) -> Bool {
    guard let holder else { return false }
    return holder != circle.id
  }
  // endregion
}
