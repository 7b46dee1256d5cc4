// Tutorial step: a rule about many users fits no single user, so a domain service states it.

/// The domain's rules that need more than one user.
struct UserService: Sendable {
  /// Where the service asks who holds a name.
  let lookup: any UserNameLookup

  /// Whether another user already goes by this user's name: names are unique among users,
  /// and a user keeping its own name is not a duplicate of itself.
  func isDuplicate(_ user: User) async throws -> Bool {
    guard let holder = try await lookup.find(name: user.name) else { return false }
    return !holder.hasSameIdentity(as: user)
  }
}
