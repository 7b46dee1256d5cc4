// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// The circle's duplicate-name check: the same knowledge as `UserService`, for circles.
// It cannot live in the aggregate — one circle does not know the others.

import ValueObjects

/// Domain knowledge about circles that belongs to no single circle.
public struct CircleService: Sendable {
  private let repository: any CircleRepository

  /// Makes the service over the circle store.
  public init(repository: any CircleRepository) {
    self.repository = repository
  }

  // region: isDuplicate
  /// Whether another circle already has this circle's name.
  public func isDuplicate(_ circle: Circle) async throws -> Bool {
    guard let holder = try await repository.find(name: circle.name) else { return false }
    return holder.id != circle.id
  }
  // endregion
}
