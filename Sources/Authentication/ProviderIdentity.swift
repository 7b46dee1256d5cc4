// Chapter 10 — Boundaries (BC-1): whom a provider vouched for. Docs/10-boundaries.md
//
// Read first: `subject`. A provider names a person by its own stable id, which means
// nothing outside that provider: the pair (provider, subject) is what identifies them.

/// The person a provider vouched for: the provider and its own stable id for them.
public struct ProviderIdentity: Sendable, Hashable, CustomStringConvertible {
  /// The provider that vouched.
  public let provider: SignInProvider
  /// The provider's id for the person, stable across sign-ins.
  public let subject: String

  /// Names the person `subject` at `provider`.
  public init(provider: SignInProvider, subject: String) {
    self.provider = provider
    self.subject = subject
  }

  /// `kakao:4242`.
  public var description: String { "\(provider.rawValue):\(subject)" }
}
