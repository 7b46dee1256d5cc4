// Chapter 11 — Strategic design (SD-4): the anti-corruption layer between a social
// provider's model and the identity context's. Docs/11-strategic-design.md
//
// Read first: the signatures. Bytes go in and the identity context's `ProviderProfile`
// comes out, or a `SocialProfileTranslationError` that names the broken rule. The foreign
// model is imported `internal`ly, so the compiler itself refuses a public declaration that
// names one of its types: nothing of it can cross, not even by accident. Then each quirk of
// the payload gets one meaning here, once: an id as a number or as text is one subject, an
// unverified email is no email, an empty avatar is no picture, a result code this layer
// does not know is refused rather than read as good standing.

import Authentication
import Foundation
internal import SocialProvider

// region: SocialProfileTranslator
/// Reads a social provider's profile payload into the identity context's `ProviderProfile`.
public struct SocialProfileTranslator: Sendable {
  /// The provider whose payloads this translator reads.
  public let provider: SignInProvider
  /// The app's languages, most preferred first (`ko`, `en`): which name to take.
  public let languages: [String]

  /// Makes the translator for `provider`'s payloads, choosing names in `languages`.
  public init(provider: SignInProvider, languages: [String]) {
    self.provider = provider
    self.languages = languages
  }

  /// The profile `payload` describes, in the identity context's words.
  /// - Throws: ``SocialProfileTranslationError`` naming the rule the payload breaks;
  ///   nothing of a refused payload is used.
  public func profile(from payload: Data) throws(SocialProfileTranslationError)
    -> ProviderProfile
  {
    let foreign = try decode(payload)
    try requireGoodStanding(foreign.resultCode)
    guard let millis = foreign.connectedAt else { throw .missingConnectionTime(provider) }
    return ProviderProfile(
      identity: ProviderIdentity(provider: provider, subject: try subject(of: foreign.id)),
      displayName: name(in: foreign.account?.nicknameI18n ?? [:]),
      verifiedEmail: email(of: foreign.account),
      pictureAddress: picture(at: foreign.account?.profileImage),
      connectedAt: Date(timeIntervalSince1970: Double(millis) / 1000))
  }
}
// endregion

extension SocialProfileTranslator {
  // region: rules
  /// The provider's result codes this layer knows, and what each says of the account.
  static let standing: [Int: String?] = [
    0: nil, 1: "dormant", 2: "suspended", 3: "closed at the provider",
  ]

  /// Refuses an account the provider does not vouch for, and a code nobody here knows.
  func requireGoodStanding(_ code: Int) throws(SocialProfileTranslationError) {
    guard let state = Self.standing[code] else { throw .unknownResultCode(provider, code) }
    if let state { throw .notInGoodStanding(provider, state: state) }
  }

  /// One subject for one account, whether its id came as `4242` or as `"4242"`.
  func subject(of id: SocialProfilePayload.AccountIdField) throws(SocialProfileTranslationError)
    -> String
  {
    let number: Int64?
    switch id {
    case .number(let sent): number = sent
    case .text(let sent): number = sent.allSatisfy(\.isASCII) ? Int64(sent) : nil
    }
    guard let number, number > 0 else { throw .invalidAccountId(provider) }
    return String(number)
  }

  /// An email is kept only when the provider says it verified it.
  func email(of account: SocialProfilePayload.AccountField?) -> String? {
    guard let account, account.isEmailVerified == true, let email = account.email,
      !email.isEmpty
    else { return nil }
    return email
  }

  /// An avatar of `""`, `null` or an address that is not `https` is no picture.
  func picture(at address: String?) -> URL? {
    guard let address, let url = URL(string: address), url.scheme == "https", url.host != nil
    else { return nil }
    return url
  }

  /// The name in the first of the app's languages the provider has, whatever form its tag
  /// takes (`ko_KR`, `ko-KR`, `ko`); `nil` when it has none of them.
  func name(in names: [String: String]) -> String? {
    for language in languages {
      let matching = names.keys.sorted().filter { tag in
        tag.split(whereSeparator: { $0 == "_" || $0 == "-" }).first?.lowercased()
          == language.lowercased()
      }
      if let name = matching.lazy.compactMap({ names[$0] }).first(where: { !$0.isEmpty }) {
        return name
      }
    }
    return nil
  }
  // endregion

  /// The payload in the provider's shape, or where it is not.
  func decode(_ payload: Data) throws(SocialProfileTranslationError) -> SocialProfilePayload {
    do {
      return try JSONDecoder().decode(SocialProfilePayload.self, from: payload)
    } catch let error as DecodingError {
      throw .unreadable(provider, field: Self.field(of: error))
    } catch {
      throw .unreadable(provider, field: "the top level")
    }
  }

  /// The provider's documented field names: the only words of a payload a refusal repeats.
  static let documentedFields: Set<String> = [
    "result_code", "id", "connected_at", "social_account", "nickname_i18n", "email",
    "is_email_verified", "profile_image",
  ]

  /// The provider's own name for the field a decoding error stopped at (`social_account.email`).
  ///
  /// The path stops before the first name the provider does not document: a locale tag
  /// under `nickname_i18n` is the payload's own text, and a refusal never repeats that.
  static func field(of error: DecodingError) -> String {
    var path: [any CodingKey]
    switch error {
    case .keyNotFound(let key, let context): path = context.codingPath + [key]
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      path = context.codingPath
    @unknown default: path = []
    }
    let names = path.map(\.stringValue).prefix(while: documentedFields.contains)
    return names.isEmpty ? "the top level" : names.joined(separator: ".")
  }
}
