// Chapter 1 — Value objects (VO-6, VO-8). Docs/01-value-objects.md
//
// Read after `Money.swift`: reading money back from the text its `description` writes.
// `Decimal(string:)` alone is too forgiving (it reads "12abc" as 12), so the shape of
// the text is checked first and only then handed to `Decimal`.

import Foundation

extension Money {
  /// Reads money written as an amount, one space and a currency code: "1500 KRW".
  ///
  /// The amount is digits with an optional decimal point followed by more digits; no
  /// sign, no grouping separators, no exponent.
  /// - Throws: ``ValidationError/malformed(input:)`` when the text has another shape or
  ///   more digits than money may have, and ``ValidationError/invalidCurrency(_:)`` when
  ///   the code is not valid.
  public init(parsing text: String) throws(ValidationError) {
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 2, Self.isPlainDecimal(parts[0]),
      let amount = Decimal(string: String(parts[0]), locale: Locale(identifier: "en_US_POSIX"))
    else { throw .malformed(input: text) }
    let currency: Currency
    do throws(Currency.ValidationError) {
      currency = try Currency(code: String(parts[1]))
    } catch {
      throw .invalidCurrency(error)
    }
    self = try Money(amount: amount, currency: currency)
  }

  private static func isPlainDecimal(_ text: Substring) -> Bool {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    guard pieces.count <= 2, let integer = pieces.first else { return false }
    let fraction = pieces.count == 2 ? pieces[1] : Substring("0")
    func digits(_ piece: Substring, atMost limit: Int) -> Bool {
      !piece.isEmpty && piece.count <= limit
        && piece.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }
    return digits(integer, atMost: maximumIntegerDigits)
      && digits(fraction, atMost: maximumFractionDigits)
  }
}
