// Tutorial step: the one question the domain service asks, as a port of its own.

/// Finds the user who holds a name, if anyone does.
protocol UserNameLookup: Sendable {
  /// The user named `name`, or nil when nobody holds it.
  func find(name: UserName) async throws -> User?
}
