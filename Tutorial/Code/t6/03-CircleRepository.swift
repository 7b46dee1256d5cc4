// Tutorial step: one repository per aggregate, storing the whole circle.

/// Stores and finds whole circles.
protocol CircleRepository: Sendable {
  /// The circle with `id`, or nil.
  func find(id: CircleId) async throws -> Circle?
  /// Stores `circle`, members and all.
  func save(_ circle: Circle) async throws
}
