// Chapter 10 — Boundaries (BC-1): the port to the providers. Docs/10-boundaries.md
//
// Read first: the one method. Asking Apple, Google, Kakao or Naver whether a token is
// genuine is a call to an outside service: a gateway, not a repository. The fake in
// `BoundaryAdapters` answers from a table; a real one would call the provider's API.

// region: IdentityProviderGateway
/// Asks a provider whether a credential is genuine, and whom it names.
public protocol IdentityProviderGateway: Sendable {
  /// The person `credential` proves to be.
  /// - Throws: ``SignInError/credentialRejected(_:)`` for a token the provider refuses,
  ///   ``SignInError/providerUnavailable(_:)`` when it cannot be asked.
  func verify(_ credential: ProviderCredential) async throws(SignInError) -> ProviderIdentity
}
// endregion
