// Chapter 10 — Boundaries (AR-1), hexagonal style: the application inside the hexagon.
// Docs/10-boundaries.md
//
// Read first: the stored property's type. The core knows its driven port,
// `UserRepository`, and nothing behind it; the adapter plugged in (in memory, a file)
// is chosen outside, by the composition root.

import DomainServices
import Entities
import Repositories
import ValueObjects

// region: RegistrationCore
/// The hexagon: registers users through the driven port it owns.
public struct RegistrationCore: RegisteringUsers {
  private let repository: any UserRepository
  private let makeUser: @Sendable (UserName) -> User

  /// Makes the core with a driven adapter plugged into its repository port.
  public init(repository: any UserRepository, makeUser: @escaping @Sendable (UserName) -> User) {
    self.repository = repository
    self.makeUser = makeUser
  }

  /// Registers a user named `name` and returns the new id.
  public func register(name: String) async throws(RegistrationError) -> UserId {
    let userName: UserName
    do {
      userName = try UserName(name)
    } catch {
      throw .invalidName(error.description)
    }
    let user = makeUser(userName)
    do {
      guard try await !UserService(repository: repository).isDuplicate(user) else {
        throw RegistrationError.nameTaken(userName.value)
      }
      try await repository.save(user)
    } catch let refusal as RegistrationError {
      throw refusal
    } catch {
      throw .storageFailure("\(error)")
    }
    return user.id
  }
}
// endregion
