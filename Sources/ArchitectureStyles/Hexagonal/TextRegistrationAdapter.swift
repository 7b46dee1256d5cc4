// Chapter 10 — Boundaries (AR-1), hexagonal style: a driving adapter.
// Docs/10-boundaries.md

import ValueObjects

// region: TextRegistrationAdapter
/// A driving adapter: turns a line of text into a call of the hexagon's port, and back.
public struct TextRegistrationAdapter: Sendable {
  private let port: any RegisteringUsers

  /// Plugs the adapter into the hexagon's driving port.
  public init(port: any RegisteringUsers) {
    self.port = port
  }

  /// Registers `name` and says what happened.
  public func register(name: String) async -> String {
    do {
      let id = try await port.register(name: name)
      return "registered \(name) as \(id.value)"
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
