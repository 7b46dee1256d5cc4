// Chapter 11 — Strategic design (SD-4): every quirk of the provider's payload, fed to the
// anti-corruption layer from the fixtures in Tests/Fixtures/social-provider. The foreign model
// itself is never imported here: the payloads go in as bytes, the identity context's
// `ProviderProfile` comes out. Docs/11-strategic-design.md

import Authentication
import Foundation
import SocialProviderTranslation
import Testing

@Suite("SD-4: the anti-corruption layer reads every quirk of the provider's payload")
struct AntiCorruptionLayerTests {
  /// The folder of the provider's payloads, one quirk each.
  static let fixtures = ChapterPageTests.root.appendingPathComponent(
    "Tests/Fixtures/social-provider")

  /// Every fixture a test below feeds the translator; the folder holds no other.
  static let fed: Set<String> = [
    "complete", "account-id-as-text", "account-id-not-digits", "account-id-negative",
    "account-id-fraction", "email-missing", "email-unverified", "email-verification-unknown",
    "avatar-empty", "avatar-null", "avatar-http", "names-tagged-other-ways",
    "names-in-other-languages", "no-social-account", "account-dormant", "account-suspended",
    "result-code-unknown", "result-code-missing", "connected-at-missing",
    "social-account-not-an-object", "not-a-profile",
  ]

  let translator = SocialProfileTranslator(provider: .kakao, languages: ["ko", "en"])

  /// The bytes of one fixture, as the provider would send them.
  func payload(_ name: String) throws -> Data {
    try Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).json"))
  }

  func profile(_ name: String) throws -> ProviderProfile {
    try translator.profile(from: try payload(name))
  }

  @Test("a complete payload becomes the identity context's profile, in its own words")
  func complete() throws {
    let profile = try profile("complete")

    #expect(profile.identity == ProviderIdentity(provider: .kakao, subject: "4242"))
    #expect(profile.displayName == "김철수")
    #expect(profile.verifiedEmail == "chulsoo@example.com")
    #expect(profile.pictureAddress == URL(string: "https://img.example.com/4242.png"))
  }

  @Test("an instant sent in epoch milliseconds becomes that instant")
  func epochMilliseconds() throws {
    let profile = try profile("complete")

    #expect(profile.connectedAt == Date(timeIntervalSince1970: 1_732_694_400))
  }

  @Test("an account id sent as a number or as text names the same subject")
  func idAsNumberOrText() throws {
    let fromNumber = try profile("complete").identity
    let fromText = try profile("account-id-as-text").identity

    #expect(fromNumber == fromText)
  }

  @Test(
    "an account id that is not a positive whole number is refused, naming the rule",
    arguments: ["account-id-not-digits", "account-id-negative"])
  func invalidId(fixture: String) throws {
    let bytes = try payload(fixture)

    #expect(throws: SocialProfileTranslationError.invalidAccountId(.kakao)) {
      try translator.profile(from: bytes)
    }
  }

  @Test("an account id of a kind the provider never sends is an unreadable payload at id")
  func fractionalId() throws {
    let bytes = try payload("account-id-fraction")

    #expect(throws: SocialProfileTranslationError.unreadable(.kakao, field: "id")) {
      try translator.profile(from: bytes)
    }
  }

  @Test(
    "an email that is missing, unverified or of unknown verification is no email",
    arguments: ["email-missing", "email-unverified", "email-verification-unknown"])
  func noVerifiedEmail(fixture: String) throws {
    let profile = try profile(fixture)

    #expect(profile.verifiedEmail == nil)
  }

  @Test(
    "an avatar that is empty, null or not https is no picture",
    arguments: ["avatar-empty", "avatar-null", "avatar-http"])
  func noPicture(fixture: String) throws {
    let profile = try profile(fixture)

    #expect(profile.pictureAddress == nil)
  }

  @Test("a name is chosen by the app's languages in order, whatever form the locale tag takes")
  func namesByLanguage() throws {
    let english = SocialProfileTranslator(provider: .kakao, languages: ["en", "ko"])

    #expect(try profile("names-tagged-other-ways").displayName == "박민지")
    #expect(
      try english.profile(from: try payload("names-tagged-other-ways")).displayName
        == "Minji Park")
    #expect(try english.profile(from: try payload("complete")).displayName == "Chulsoo Kim")
  }

  @Test(
    "a payload with names in none of the app's languages, or no account object, has no name",
    arguments: ["names-in-other-languages", "no-social-account"])
  func noName(fixture: String) throws {
    let profile = try profile(fixture)

    #expect(profile.displayName == nil)
  }

  @Test("an account the provider calls dormant or suspended is refused, naming its state")
  func notInGoodStanding() throws {
    let dormant = try payload("account-dormant")
    let suspended = try payload("account-suspended")

    #expect(throws: SocialProfileTranslationError.notInGoodStanding(.kakao, state: "dormant")) {
      try translator.profile(from: dormant)
    }
    #expect(throws: SocialProfileTranslationError.notInGoodStanding(.kakao, state: "suspended")) {
      try translator.profile(from: suspended)
    }
  }

  @Test("a result code the translation does not know is refused, never read as good standing")
  func unknownResultCode() throws {
    let bytes = try payload("result-code-unknown")

    let error = #expect(throws: SocialProfileTranslationError.self) {
      try translator.profile(from: bytes)
    }
    #expect(error == .unknownResultCode(.kakao, 9999))
    #expect(error?.description.contains("never read as good standing") == true)
  }

  @Test("a payload without its connection time is refused: the profile needs one")
  func missingConnectionTime() throws {
    let bytes = try payload("connected-at-missing")

    #expect(throws: SocialProfileTranslationError.missingConnectionTime(.kakao)) {
      try translator.profile(from: bytes)
    }
  }

  @Test(
    "a payload not in the provider's shape is refused, naming the provider's field",
    arguments: [
      ("result-code-missing", "result_code"), ("social-account-not-an-object", "social_account"),
      ("not-a-profile", "the top level"),
    ])
  func unreadable(fixture: String, field: String) throws {
    let bytes = try payload(fixture)

    #expect(throws: SocialProfileTranslationError.unreadable(.kakao, field: field)) {
      try translator.profile(from: bytes)
    }
  }

  @Test("no refusal repeats what the provider sent: a hostile payload writes nothing into a log")
  func refusalsEchoNothing() throws {
    let hostile = Data(#"{"result_code": 0, "id": "\u202e4242", "connected_at": 1}"#.utf8)

    let error = #expect(throws: SocialProfileTranslationError.self) {
      try translator.profile(from: hostile)
    }
    #expect(error?.description.contains("\u{202E}") == false)
  }

  @Test("a refusal names the provider's documented fields only, never a key the payload made up")
  func refusalsEchoNoKey() throws {
    let key = #""ko\u202e<script>\nFAKE LOG LINE""#
    let hostile = Data(
      #"{"result_code": 0, "id": 1, "connected_at": 1, "social_account": {"nickname_i18n": {"#
        .appending(#"\#(key): 5}}}"#).utf8)

    #expect(
      throws: SocialProfileTranslationError.unreadable(
        .kakao, field: "social_account.nickname_i18n")
    ) {
      try translator.profile(from: hostile)
    }
  }

  @Test("every quirk fixture in the folder is fed to the translator by a test of its rule")
  func everyFixtureIsFed() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }

    #expect(Set(names) == Self.fed)
  }
}
