// Chapter 10 — Boundaries (BC-1): what a provider hands the app. Docs/10-boundaries.md
//
// Read first: `description`. A provider's token is a secret of the authentication
// context: it is checked once, at sign-in, and never travels further. Printing a
// credential hides it, so it cannot leak into a log line or a screen by accident.

// region: ProviderCredential
/// The proof a provider hands the app after a person signs in there: an opaque token.
public struct ProviderCredential: Sendable, Hashable, CustomStringConvertible {
  /// Who issued the token.
  public let provider: SignInProvider
  /// The token itself, opaque to the app; only an `IdentityProviderGateway` reads it.
  public let token: String

  /// Wraps a token from `provider`.
  public init(provider: SignInProvider, token: String) {
    self.provider = provider
    self.token = token
  }

  /// The provider's name and a hidden token.
  public var description: String { "\(provider) credential (token hidden)" }
}
// endregion
