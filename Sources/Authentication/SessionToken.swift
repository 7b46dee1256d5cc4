// Chapter 10 — Boundaries (BC-2): the name a session goes by. Docs/10-boundaries.md
//
// Read first: `random()`. A session is found by a token nobody can guess, 32 bytes from the
// system's random generator; the store looks it up, and a token it never issued finds
// nothing. Nothing is signed, so there is no key to keep.

// region: SessionToken
/// The random token a session is looked up by: what its holder presents, and nothing more.
public struct SessionToken: Sendable, Hashable, CustomStringConvertible {
  /// The token as 64 hexadecimal digits.
  public let value: String

  /// Wraps a token read back from where it was kept; only the store can say if it is real.
  public init(_ value: String) {
    self.value = value
  }

  /// A new token: 32 bytes from the system's cryptographically secure random generator.
  public static func random() -> SessionToken {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return SessionToken(bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined())
  }

  /// A hidden token: it is a secret, so it is never printed.
  public var description: String { "session token (hidden)" }
}
// endregion
