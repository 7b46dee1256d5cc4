// Chapter 11 — Strategic design (SD-4), added to chapter 10's authentication context in its
// own words. Docs/11-strategic-design.md
//
// Read first: the optionals, and what they mean here. This is what the identity context
// keeps of a provider's profile once the anti-corruption layer has read it: who the
// provider vouched for, what the provider calls them, an email only if the provider
// verified it, a picture only if there is one, and since when the app is connected. Each
// `nil` has one meaning, ours, whatever the provider sent. It holds none of the profile
// context's types, not even its user name: what a provider calls a person is a suggestion
// for onboarding, which the profile context checks by its own rules.

import Foundation

// region: ProviderProfile
/// What a provider tells the identity context about the person it vouched for.
public struct ProviderProfile: Sendable, Hashable {
  /// Who vouched for the person, and their id there.
  public let identity: ProviderIdentity
  /// What the provider calls the person, in one of the app's languages; `nil` when none.
  public let displayName: String?
  /// The person's email, only when the provider verified it is theirs.
  public let verifiedEmail: String?
  /// The person's picture at the provider, an `https` address; `nil` when there is none.
  public let pictureAddress: URL?
  /// When the person connected the app at the provider.
  public let connectedAt: Date

  /// Makes the profile a provider vouched for.
  public init(
    identity: ProviderIdentity, displayName: String?, verifiedEmail: String?,
    pictureAddress: URL?, connectedAt: Date
  ) {
    self.identity = identity
    self.displayName = displayName
    self.verifiedEmail = verifiedEmail
    self.pictureAddress = pictureAddress
    self.connectedAt = connectedAt
  }
}
// endregion
