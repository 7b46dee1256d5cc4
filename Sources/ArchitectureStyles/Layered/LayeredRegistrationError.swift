// Chapter 10 — Boundaries (AR-1), layered style: the business layer's error.
// Docs/10-boundaries.md

/// Why the layered style's business layer refused a registration.
public enum LayeredRegistrationError: Error, Sendable, Hashable {
  /// The name breaks a rule of `UserName`; the reason says which.
  case invalidName(String)
  /// Someone already has the name.
  case nameTaken(String)
  /// The table could not be read.
  case storageFailure(String)
}
