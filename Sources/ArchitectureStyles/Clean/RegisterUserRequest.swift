// Chapter 10 — Boundaries (AR-1), Clean style: the input data. Docs/10-boundaries.md

/// What the controller hands the interactor: plain data, no domain types.
public struct RegisterUserRequest: Sendable, Hashable {
  /// The name asked for, as typed.
  public let name: String

  /// Makes the request.
  public init(name: String) {
    self.name = name
  }
}
