// Tutorial step: a second use case, the same shape: load, ask the domain, save.

/// The user use cases: commands in, plain data out.
struct UserApplicationService: Sendable {
  /// Where users are stored.
  let repository: any UserRepository

  /// Registers a user with `id` and the name `text`, if the name is valid and free.
  func register(id: UserId, name text: String) async throws -> String {
    let name = try validName(text)
    let service = UserService(lookup: repository)
    guard try await !service.isNameInUse(name) else {
      throw UserApplicationError.nameInUse(name.value)
    }
    try await repository.save(User(id: id, name: name))
    return id.value
  }

  /// Renames the user with `id` to `text`; returns false when there is no such user.
  func changeName(of id: UserId, to text: String) async throws -> Bool {
    let name = try validName(text)
    guard var user = try await repository.user(id: id) else { return false }
    let service = UserService(lookup: repository)
    guard try await !service.isNameInUse(name) else {
      throw UserApplicationError.nameInUse(name.value)
    }
    user.changeName(to: name)
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
