// Tutorial step: the domain owns the protocol; storage code implements it.

/// Stores and finds users; the domain says what it needs, a datastore answers.
protocol UserRepository: UserNameLookup {
  /// The user with `id`, or nil: not found is a state, not an error.
  func find(id: UserId) async throws -> User?
  /// Stores `user`, replacing the stored state of the same identity.
  func save(_ user: User) async throws
}
