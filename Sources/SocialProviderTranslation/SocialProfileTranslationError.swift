// Chapter 11 — Strategic design (SD-4): why a provider's profile was refused.
// Docs/11-strategic-design.md
//
// Read first: the messages. Each names the rule the payload broke, in the identity
// context's words; none repeats what the provider sent, so a hostile payload cannot put
// text of its own into a log line.

import Authentication

// region: SocialProfileTranslationError
/// Why a provider's profile payload was refused; nothing of it was used.
public enum SocialProfileTranslationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The payload is not in the provider's shape at this field (the provider's name for it).
  case unreadable(SignInProvider, field: String)
  /// The provider says the account is not in good standing (dormant, suspended, closed).
  case notInGoodStanding(SignInProvider, state: String)
  /// The provider answered with a result code this layer does not know.
  case unknownResultCode(SignInProvider, Int)
  /// The account id is neither a positive whole number nor its digits as text.
  case invalidAccountId(SignInProvider)
  /// The payload does not say when the app was connected.
  case missingConnectionTime(SignInProvider)

  /// A sentence naming the rule the payload broke.
  public var description: String {
    switch self {
    case .unreadable(let provider, let field):
      "\(provider)'s profile is not in its documented shape at \(field); nothing of it was read"
    case .notInGoodStanding(let provider, let state):
      "\(provider) says the account is \(state); only an account in good standing signs in"
    case .unknownResultCode(let provider, let code):
      "\(provider) answered with result code \(code), which this app does not know; "
        + "an unknown code is refused, never read as good standing"
    case .invalidAccountId(let provider):
      "\(provider)'s account id must be a positive whole number, sent as a number or as text"
    case .missingConnectionTime(let provider):
      "\(provider)'s profile must say when the app was connected; it does not"
    }
  }
}
// endregion
