// Tutorial step: the use case loads the aggregate, lets its root decide, and saves it whole.

/// The circle use cases.
struct CircleApplicationService: Sendable {
  /// Where circles are stored.
  let circles: any CircleRepository

  /// Adds `user` to the circle `id`; returns false when there is no such circle.
  func join(_ user: UserId, to id: CircleId) async throws -> Bool {
    guard var circle = try await circles.find(id: id) else { return false }
    try circle.join(user)
    try await circles.save(circle)
    return true
  }
}
