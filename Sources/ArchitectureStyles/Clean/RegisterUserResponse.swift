// Chapter 10 — Boundaries (AR-1), Clean style: the output data. Docs/10-boundaries.md

/// What the interactor hands the presenter: plain data, no domain types.
public enum RegisterUserResponse: Sendable, Hashable {
  /// The user was registered.
  case registered(id: String, name: String)
  /// The name breaks a rule of `UserName`; the reason says which.
  case invalidName(reason: String)
  /// Someone already has the name.
  case nameTaken(String)
  /// The repository failed.
  case storageFailure(String)
}
