// Chapter 10 — Boundaries (BC-1): a provider that answers from a table.
// Docs/10-boundaries.md
//
// Read first: `verify(_:)`. A real gateway would send the token to the provider's API
// over the network; this one knows a few tokens by heart, so tests and examples sign in
// without a network, through the same port a real client would implement.

import Authentication

// region: FakeIdentityProviderGateway
/// An `IdentityProviderGateway` that knows which tokens are genuine from a table given to it.
public actor FakeIdentityProviderGateway: IdentityProviderGateway {
  private var identities: [ProviderCredential: ProviderIdentity]
  private var unreachable: Set<SignInProvider> = []

  /// Makes a gateway that accepts exactly the credentials in `identities`.
  public init(accepting identities: [ProviderCredential: ProviderIdentity]) {
    self.identities = identities
  }

  /// The identity the table gives the credential, if its provider is reachable.
  public func verify(_ credential: ProviderCredential) throws(SignInError) -> ProviderIdentity {
    guard !unreachable.contains(credential.provider) else {
      throw .providerUnavailable(credential.provider)
    }
    guard let identity = identities[credential] else {
      throw .credentialRejected(credential.provider)
    }
    return identity
  }
}
// endregion

extension FakeIdentityProviderGateway {
  /// Makes `provider` unreachable (or reachable again), as a network outage would.
  public func setReachable(_ isReachable: Bool, _ provider: SignInProvider) {
    if isReachable { unreachable.remove(provider) } else { unreachable.insert(provider) }
  }
}
