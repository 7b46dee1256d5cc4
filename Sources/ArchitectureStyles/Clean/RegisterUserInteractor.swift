// Chapter 10 — Boundaries (AR-1), Clean style: the interactor. Docs/10-boundaries.md
//
// Read first: `execute(_:)`. The same steps as the other two styles, the same domain;
// only the way the outcome leaves differs: it is presented, not returned.

import DomainServices
import Entities
import Repositories
import ValueObjects

// region: RegisterUserInteractor
/// The use case: implements the input port, reports through the output port.
public struct RegisterUserInteractor: RegisterUserInputPort {
  private let repository: any UserRepository
  private let output: any RegisterUserOutputPort
  private let makeUser: @Sendable (UserName) -> User

  /// Makes the interactor over the repository (a gateway, in Clean's words) and a presenter.
  public init(
    repository: any UserRepository, output: any RegisterUserOutputPort,
    makeUser: @escaping @Sendable (UserName) -> User
  ) {
    self.repository = repository
    self.output = output
    self.makeUser = makeUser
  }

  /// Registers the requested name and presents the outcome.
  public func execute(_ request: RegisterUserRequest) async {
    await output.present(await outcome(of: request))
  }
}
// endregion

extension RegisterUserInteractor {
  private func outcome(of request: RegisterUserRequest) async -> RegisterUserResponse {
    let name: UserName
    do {
      name = try UserName(request.name)
    } catch {
      return .invalidName(reason: error.description)
    }
    let user = makeUser(name)
    do {
      guard try await !UserService(repository: repository).isDuplicate(user) else {
        return .nameTaken(name.value)
      }
      try await repository.save(user)
    } catch {
      return .storageFailure("\(error)")
    }
    return .registered(id: user.id.value, name: name.value)
  }
}
