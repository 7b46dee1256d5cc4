// Tutorial step: the application service orchestrates; the rules stay in the domain.

/// The user use cases: commands in, plain data out.
struct UserApplicationService: Sendable {
  /// Where users are stored.
  let repository: any UserRepository

  /// Registers a user with `id` and the name `text`, if the name is valid and free.
  func register(id: UserId, name text: String) async throws -> String {
    let name: UserName
    do {
      name = try UserName(text)
    } catch {
      throw UserApplicationError.invalidName(error)
    }
    let user = User(id: id, name: name)
    guard try await !UserService(lookup: repository).isDuplicate(user) else {
      throw UserApplicationError.nameInUse(name.value)
    }
    try await repository.save(user)
    return id.value
  }
}
