// Chapter 1 — Value objects (VO-6). Docs/01-value-objects.md
//
// Read first: `Money.swift`. A currency is the small value object inside it: a
// three-letter code in the style of ISO 4217, so "KRW" and "USD" cannot be confused
// with an arbitrary string.

/// A currency, named by a three-letter upper-case code in the style of ISO 4217.
///
/// ```swift
/// let won = Currency.krw
/// let franc = try Currency(code: "CHF")
/// try Currency(code: "won")   // throws Currency.ValidationError
/// ```
public struct Currency: Sendable, Hashable, CustomStringConvertible {
  /// The code, three letters A–Z, such as "KRW".
  public let code: String

  // region: init
  /// Makes a currency from its code.
  /// - Throws: ``ValidationError`` unless the code is exactly three ASCII letters A–Z.
  public init(code: String) throws(ValidationError) {
    let isValid =
      code.unicodeScalars.count == 3
      && code.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    guard isValid else { throw .invalidCode(input: code) }
    self.code = code
  }
  // endregion

  private init(unchecked code: String) {
    self.code = code
  }

  /// South Korean won.
  public static let krw = Currency(unchecked: "KRW")
  /// United States dollar.
  public static let usd = Currency(unchecked: "USD")
  /// Euro.
  public static let eur = Currency(unchecked: "EUR")
  /// Japanese yen.
  public static let jpy = Currency(unchecked: "JPY")

  /// The code itself.
  public var description: String { code }
}

extension Currency {
  /// The rule a currency code broke, with the text that broke it.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The code is not three upper-case ASCII letters.
    case invalidCode(input: String)

    /// A sentence naming the rule and the offending input.
    public var description: String {
      switch self {
      case .invalidCode(let input):
        return "a currency code is three upper-case letters A-Z, like KRW or USD; "
          + "got \(TextRules.quoted(input))"
      }
    }
  }
}
