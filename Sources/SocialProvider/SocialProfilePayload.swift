// Chapter 11 — Strategic design (SD-4): the foreign model, as a social provider sends it.
// Docs/11-strategic-design.md
//
// Read first: what is odd here. This is not the workshop's model: it is a made-up social
// provider's profile payload, mirrored field for field, in the provider's words and with
// its quirks: snake_case keys, a numeric result code, names tagged by locale, an email that
// may be missing or unverified, an avatar that may be "" or null, an account id that one
// endpoint sends as a number and another as text, and instants in epoch milliseconds. It
// decides nothing and cleans nothing. Every meaning is decided by the anti-corruption
// layer, `SocialProviderTranslation`, the only module that imports this one.

// region: SocialProfilePayload
/// A social provider's profile payload, field for field, as its API sends it.
public struct SocialProfilePayload: Sendable, Hashable, Decodable {
  /// The provider's result code for the account (`result_code`).
  public let resultCode: Int
  /// The provider's id for the account (`id`): a number or text, depending on the endpoint.
  public let id: AccountIdField
  /// When the person connected the app at the provider, in epoch milliseconds.
  public let connectedAt: Int64?
  /// What the provider knows of the account, nested one level down.
  public let account: AccountField?

  enum CodingKeys: String, CodingKey {
    case resultCode = "result_code"
    case id
    case connectedAt = "connected_at"
    case account = "social_account"
  }
}
// endregion

extension SocialProfilePayload {
  // region: AccountField
  /// The nested account object: names by locale tag, email, its flag, the avatar.
  public struct AccountField: Sendable, Hashable, Decodable {
    /// Nicknames keyed by locale tag as the provider writes them (`ko_KR`, `en-US`).
    public let nicknameI18n: [String: String]?
    /// The email the person gave the provider, if they shared one.
    public let email: String?
    /// Whether the provider checked that the email is theirs; absent on old accounts.
    public let isEmailVerified: Bool?
    /// The avatar's address; `""` or `null` when there is none.
    public let profileImage: String?

    enum CodingKeys: String, CodingKey {
      case nicknameI18n = "nickname_i18n"
      case email
      case isEmailVerified = "is_email_verified"
      case profileImage = "profile_image"
    }
  }
  // endregion

  // region: AccountIdField
  /// The account id as sent: one endpoint sends `4242`, another `"4242"`.
  public enum AccountIdField: Sendable, Hashable, Decodable {
    /// Sent as a JSON number.
    case number(Int64)
    /// Sent as a JSON string.
    case text(String)

    /// Reads either form; anything else is not this field.
    public init(from decoder: any Decoder) throws {
      let value = try decoder.singleValueContainer()
      if let number = try? value.decode(Int64.self) {
        self = .number(number)
      } else {
        self = .text(try value.decode(String.self))
      }
    }
  }
  // endregion
}
