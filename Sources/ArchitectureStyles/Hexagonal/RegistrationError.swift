// Chapter 10 — Boundaries (AR-1), hexagonal style: the port's error. Docs/10-boundaries.md

/// Why the hexagon refused a registration.
public enum RegistrationError: Error, Sendable, Hashable {
  /// The name breaks a rule of `UserName`; the reason says which.
  case invalidName(String)
  /// Someone already has the name.
  case nameTaken(String)
  /// The driven port (the repository) failed.
  case storageFailure(String)
}
