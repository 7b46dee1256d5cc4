// Exercise 34 — your turn: write `execute(_:)`. See README.md or README.ko.md.

import DomainServices
import Entities
import ExerciseSupport
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
    // TODO: the layered service's steps, over the repository, each outcome presented as a
    // RenameUserResponse.
    await output.present(
      .storageFailure(NotImplemented("RenameUserInteractor.execute(_:)").description))
  }
}
