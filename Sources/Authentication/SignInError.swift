// Chapter 10 — Boundaries (BC-1): why a sign-in failed. Docs/10-boundaries.md

/// Why a person could not sign in; nothing was opened or started.
public enum SignInError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The provider did not vouch for the credential (expired, revoked or forged).
  case credentialRejected(SignInProvider)
  /// The provider could not be reached; trying again later may work.
  case providerUnavailable(SignInProvider)
  /// The accounts or sessions could not be read or written.
  case storageFailure(String)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .credentialRejected(let provider):
      "\(provider) did not accept the sign-in; sign in with \(provider) again"
    case .providerUnavailable(let provider):
      "\(provider) cannot be reached right now; try again later"
    case .storageFailure(let reason):
      "the sign-in could not be recorded: \(reason)"
    }
  }
}
