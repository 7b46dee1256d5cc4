// Chapter 10 — Boundaries (AR-1), layered style: the presentation layer.
// Docs/10-boundaries.md

import DomainServices
import Entities
import ValueObjects

// region: LayeredRegistrationController
/// The layered style's presentation layer: text in, the line the screen shows out.
public struct LayeredRegistrationController: Sendable {
  private let service: LayeredUserApplicationService

  /// Makes the controller on top of the business layer.
  public init(service: LayeredUserApplicationService) {
    self.service = service
  }

  /// Registers `name` and says what happened.
  public func register(name: String) async -> String {
    do {
      let user = try await service.register(name: name)
      return "registered \(user.name.value) as \(user.id.value)"
    } catch {
      switch error {
      case .invalidName(let reason): return "refused: \(reason)"
      case .nameTaken(let name): return "refused: the name \(name) is already taken"
      case .storageFailure(let reason): return "failed: \(reason)"
      }
    }
  }
}
// endregion
