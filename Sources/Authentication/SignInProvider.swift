// Chapter 10 — Boundaries (BC-1): who vouches for a person. Docs/10-boundaries.md
//
// Read first: the cases. The authentication context speaks of providers, credentials and
// sessions; none of its words is a word of the profile context, and this module imports
// nothing of it.

// region: SignInProvider
/// An outside service that vouches for a person: the app never sees their password.
public enum SignInProvider: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Sign in with Apple.
  case apple
  /// Sign in with Google.
  case google
  /// Kakao Login.
  case kakao
  /// Naver Login.
  case naver

  /// The provider's name as people know it.
  public var description: String {
    switch self {
    case .apple: "Apple"
    case .google: "Google"
    case .kakao: "Kakao"
    case .naver: "Naver"
    }
  }
}
// endregion
