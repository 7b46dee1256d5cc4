// Tutorial step: a rule about many users fits no single user, so a domain service states it.

/// The domain's rules that need more than one user.
struct UserService: Sendable {
  /// Where the service asks who holds a name.
  let lookup: any UserNameLookup

  /// Whether some user already holds `name`: names are unique among users.
  func isNameInUse(_ name: UserName) async throws -> Bool {
    try await lookup.user(named: name) != nil
  }
}
