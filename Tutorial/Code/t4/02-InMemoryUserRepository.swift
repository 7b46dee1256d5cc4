// Tutorial step: an in-memory store, for tests and for trying things out.

/// Users kept in a dictionary by id; an actor, so concurrent callers are serialised.
actor InMemoryUserRepository: UserRepository {
  private var users: [UserId: User] = [:]

  /// An empty store.
  init() {}

  /// The user with `id`, or nil.
  func find(id: UserId) async throws -> User? {
    users[id]
  }

  /// The user named `name`, or nil.
  func find(name: UserName) async throws -> User? {
    users.values.first { $0.name == name }
  }

  /// Stores `user` under its id.
  func save(_ user: User) async throws {
    users[user.id] = user
  }
}
