// Chapter 11 — Strategic design: SD-4's part of the story. Docs/11-strategic-design.md
//
// A social provider's payloads, one quirk each, are read from the fixtures the tests feed
// the same translator (Tests/Fixtures/social-provider). What comes out is the identity
// context's `ProviderProfile`, or a refusal that names the rule; this file never imports the
// provider's model, and could not use it if it did: only the translation may.

import Authentication
import ExampleStory
import ExampleSupport
import Foundation
import SocialProviderTranslation

/// The provider's payloads, shipped with the tests.
private let payloads = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Tests/Fixtures/social-provider")

/// One line for a profile: who, what they are called, what else the provider vouched for.
private func summary(_ profile: ProviderProfile) -> String {
  let connected = ISO8601DateFormatter().string(from: profile.connectedAt)
  return [
    "\(profile.identity)", profile.displayName.map { "name \($0)" } ?? "no name",
    profile.verifiedEmail.map { "email \($0)" } ?? "no email",
    profile.pictureAddress.map { "picture \($0.absoluteString)" } ?? "no picture",
    "connected \(connected)",
  ].joined(separator: " · ")
}

/// Tells SD-4: A real anti-corruption layer.
func tellAntiCorruption() async {
  step("SD-4 A real anti-corruption layer")
  print("  One quirk per payload, read for Kakao, names in Korean, then English:")
  let translator = SocialProfileTranslator(provider: .kakao, languages: ["ko", "en"])
  for name in [
    "complete", "account-id-as-text", "email-unverified", "avatar-empty",
    "names-in-other-languages", "account-dormant", "result-code-unknown", "not-a-profile",
  ] {
    await attempt(name) {
      let payload = try Data(contentsOf: payloads.appendingPathComponent("\(name).json"))
      return summary(try translator.profile(from: payload))
    }
  }
}
