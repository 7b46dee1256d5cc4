// Exercise 34 — reference solution. Docs/exercises.md

import DomainServices
import Entities
import Foundation
import Repositories
import ValueObjects

/// The rename use case in the Clean style: implements the input port, reports through the
/// output port, over any repository.
public struct RenameUserInteractor: RenameUserInputPort {
  private let repository: any UserRepository
  private let output: any RenameUserOutputPort
  private let now: @Sendable () -> Date

  /// Makes the interactor over `repository` (a gateway, in Clean's words) and a presenter,
  /// renaming at the instants `now` gives.
  public init(
    repository: any UserRepository, output: any RenameUserOutputPort,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.output = output
    self.now = now
  }

  /// Renames the requested user and presents the outcome, exactly once.
  public func execute(_ request: RenameUserRequest) async {
    await output.present(await outcome(of: request))
  }

  /// The layered service's steps, in its order, each ending in a response.
  private func outcome(of request: RenameUserRequest) async -> RenameUserResponse {
    let userId: UserId
    let newName: UserName
    do {
      userId = try UserId(request.id)
      newName = try UserName(request.newName)
    } catch {
      return .invalidRequest(reason: "\(error)")
    }
    do {
      guard var user = try await repository.find(id: userId) else {
        return .noSuchUser(id: userId.value)
      }
      user.changeName(to: newName, at: now())
      guard try await !UserService(repository: repository).isDuplicate(user) else {
        return .nameTaken(newName.value)
      }
      try await repository.save(user)
      return .renamed(id: user.id.value, name: user.name.value)
    } catch {
      return .storageFailure("\(error)")
    }
  }
}
