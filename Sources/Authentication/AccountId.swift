// Chapter 10 — Boundaries (BC-1): the authentication context's own identifier.
// Docs/10-boundaries.md
//
// Read first: why this is not `UserId`. An account and a profile are different things in
// different contexts, so their ids are different types; the link between them is kept
// at the boundary (`SignIn`'s `ProfileLinks`), not inside either.

/// Identifies an account of the authentication context; text of 1 to 64 characters.
public struct AccountId: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The id as text.
  public let value: String

  /// Wraps `value` as an account id.
  /// - Throws: ``ValidationError/invalidLength(_:)`` unless it has 1 to 64 characters.
  public init(_ value: String) throws(ValidationError) {
    guard (1...64).contains(value.count) else { throw .invalidLength(value.count) }
    self.value = value
  }

  /// The id as text.
  public var description: String { value }

  /// Orders ids by their text.
  public static func < (lhs: AccountId, rhs: AccountId) -> Bool { lhs.value < rhs.value }

  /// Why a text is not an account id.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is empty or longer than 64 characters.
    case invalidLength(Int)

    /// A sentence saying what is allowed.
    public var description: String {
      switch self {
      case .invalidLength(let count):
        "an account id has 1 to 64 characters; got \(count)"
      }
    }
  }
}
