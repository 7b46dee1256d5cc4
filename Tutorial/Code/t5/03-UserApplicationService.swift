// Tutorial step: a second use case, the same shape: load, ask the domain, save.

/// The user use cases: commands in, plain data out.
struct UserApplicationService: Sendable {
  /// Where users are stored.
  let repository: any UserRepository

  /// Registers a user with `id` and the name `text`, if the name is valid and free.
  func register(id: UserId, name text: String) async throws -> String {
    let user = User(id: id, name: try validName(text))
    guard try await !UserService(lookup: repository).isDuplicate(user) else {
      throw UserApplicationError.nameInUse(user.name.value)
    }
    try await repository.save(user)
    return id.value
  }

  /// Renames the user with `id` to `text`; returns false when there is no such user.
  func changeName(of id: UserId, to text: String) async throws -> Bool {
    let name = try validName(text)
    guard var user = try await repository.find(id: id) else { return false }
    user.changeName(to: name)
    guard try await !UserService(lookup: repository).isDuplicate(user) else {
      throw UserApplicationError.nameInUse(name.value)
    }
    try await repository.save(user)
    return true
  }

  private func validName(_ text: String) throws(UserApplicationError) -> UserName {
    do {
      return try UserName(text)
    } catch {
      throw .invalidName(error)
    }
  }
}
