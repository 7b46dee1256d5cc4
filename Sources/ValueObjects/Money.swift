// Chapter 1 — Value objects (VO-4, VO-6, VO-8). Docs/01-value-objects.md
//
// Read first: `adding(_:)`. Money is the value object with behaviour: it knows that
// won and dollars do not add up, and it offers only the operations that mean something.
// There is no `Money × Money` — what would "won squared" be? — and that absence is
// itself documentation.

import Foundation

/// An amount of money in one currency; never negative.
///
/// The amount is a `Decimal`, never a `Double`: `0.1 + 0.2` must be exactly `0.3` when
/// it is money. It has at most ``maximumIntegerDigits`` digits before the decimal point
/// and ``maximumFractionDigits`` after it, so every amount is exact and its
/// ``description`` always reads back through ``init(parsing:)``.
///
/// ```swift
/// let price = try Money(amount: 1_000, currency: .krw)
/// let total = try price.adding(Money(amount: 500, currency: .krw))   // 1500 KRW
/// try price.adding(Money(amount: 1, currency: .usd))   // throws .currencyMismatch
/// ```
///
/// # Equality
/// Two amounts of money are equal when their amounts are numerically equal and their
/// currencies are the same, so `1000 KRW == 1000.00 KRW`, and `1000 KRW != 1000 JPY`.
public struct Money: Sendable, Hashable, CustomStringConvertible {
  // region: maximumIntegerDigits
  /// The most digits an amount may have before the decimal point.
  ///
  /// With ``maximumFractionDigits`` this makes 38 significant digits, all that `Decimal`
  /// holds exactly: no amount money accepts is ever rounded.
  public static let maximumIntegerDigits = 28
  /// The most digits an amount may have after the decimal point.
  public static let maximumFractionDigits = 10
  // endregion

  /// How much, in units of ``currency`` (such as 12.50 for twelve dollars fifty).
  public let amount: Decimal
  /// Which currency the amount is in.
  public let currency: Currency

  /// Makes an amount of money.
  /// - Throws: ``ValidationError`` when the amount is negative, not a number, or has more
  ///   digits than ``maximumIntegerDigits`` and ``maximumFractionDigits`` allow.
  public init(amount: Decimal, currency: Currency) throws(ValidationError) {
    guard !amount.isNaN else { throw .notANumber }
    guard amount >= 0 else { throw .negativeAmount(amount) }
    guard Self.isInRange(amount) else { throw .outOfRange(amount) }
    self.amount = amount
    self.currency = currency
  }

  /// Whether the amount fits the digits money may have.
  static func isInRange(_ amount: Decimal) -> Bool {
    let integerLimit = pow(Decimal(10), maximumIntegerDigits)
    return amount.magnitude < integerLimit
      && (amount.isZero || amount.exponent >= -maximumFractionDigits)
  }

  /// The result of an operation, checked against the range money may have.
  private static func result(
    _ amount: Decimal, in currency: Currency
  ) throws(ArithmeticError) -> Money {
    guard !amount.isNaN, isInRange(amount) else { throw .outOfRange(amount) }
    return Money(unchecked: amount, currency: currency)
  }

  /// No money at all in the given currency.
  public static func zero(_ currency: Currency) -> Money {
    Money(unchecked: 0, currency: currency)
  }

  private init(unchecked amount: Decimal, currency: Currency) {
    self.amount = amount
    self.currency = currency
  }

  // region: adding
  /// The sum of this and another amount in the same currency.
  /// - Throws: ``ArithmeticError/currencyMismatch(_:_:)`` when the currencies differ, and
  ///   ``ArithmeticError/outOfRange(_:)`` when the sum has too many digits.
  public func adding(_ other: Money) throws(ArithmeticError) -> Money {
    guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
    return try Self.result(amount + other.amount, in: currency)
  }
  // endregion

  // region: subtracting
  /// This amount less another amount in the same currency.
  /// - Throws: ``ArithmeticError/currencyMismatch(_:_:)`` when the currencies differ, and
  ///   ``ArithmeticError/insufficientAmount(_:subtracting:)`` when the result would be
  ///   negative.
  public func subtracting(_ other: Money) throws(ArithmeticError) -> Money {
    guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
    guard other.amount <= amount else { throw .insufficientAmount(self, subtracting: other) }
    return try Self.result(amount - other.amount, in: currency)
  }
  // endregion

  // region: multiplied
  /// This amount taken `quantity` times: the price of that many items.
  ///
  /// Money is multiplied by a count, never by money.
  /// - Throws: ``ArithmeticError/negativeQuantity(_:)`` when `quantity` is negative, and
  ///   ``ArithmeticError/outOfRange(_:)`` when the product has too many digits.
  public func multiplied(by quantity: Int) throws(ArithmeticError) -> Money {
    guard quantity >= 0 else { throw .negativeQuantity(quantity) }
    return try Self.result(amount * Decimal(quantity), in: currency)
  }
  // endregion

  /// The amount and the currency code, such as "1500 KRW" or "12.5 USD".
  ///
  /// ``init(parsing:)`` reads this text back into an equal value.
  public var description: String { "\(amount) \(currency.code)" }
}

extension Money {
  static let rangeRule =
    "an amount of money has at most \(maximumIntegerDigits) digits before the decimal point "
    + "and \(maximumFractionDigits) after it"

  /// The rule an amount of money broke when it was made.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The amount is below zero.
    case negativeAmount(Decimal)
    /// The amount is `Decimal.nan`.
    case notANumber
    /// The amount has more digits than ``Money/maximumIntegerDigits`` before the point or
    /// ``Money/maximumFractionDigits`` after it.
    case outOfRange(Decimal)
    /// Text given to ``Money/init(parsing:)`` is not an amount, a space and a code.
    case malformed(input: String)
    /// The currency code in parsed text is not valid.
    case invalidCurrency(Currency.ValidationError)

    /// A sentence naming the rule and the offending input.
    public var description: String {
      switch self {
      case .negativeAmount(let amount):
        return "an amount of money is never negative; got \(amount)"
      case .notANumber:
        return "an amount of money must be a number; got NaN"
      case .outOfRange(let amount):
        return Money.rangeRule + "; got \(amount)"
      case .malformed(let input):
        return "money is written as digits with an optional decimal point, a space and a "
          + "currency code, like \"1500 KRW\" or \"12.50 USD\"; got \(TextRules.quoted(input))"
      case .invalidCurrency(let error):
        return error.description
      }
    }
  }

  /// The rule an operation on money broke.
  public enum ArithmeticError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The two amounts are in different currencies.
    case currencyMismatch(Currency, Currency)
    /// The amount subtracted is larger than the amount it is subtracted from.
    case insufficientAmount(Money, subtracting: Money)
    /// Money was multiplied by a negative count.
    case negativeQuantity(Int)
    /// The result has more digits than money may have.
    case outOfRange(Decimal)

    /// A sentence naming the rule and the offending input.
    public var description: String {
      switch self {
      case .currencyMismatch(let left, let right):
        return "money in different currencies cannot be combined; got \(left) and \(right)"
      case .insufficientAmount(let money, let other):
        return "money never goes below zero; cannot subtract \(other) from \(money)"
      case .negativeQuantity(let quantity):
        return "money is multiplied by a count of zero or more; got \(quantity)"
      case .outOfRange(let amount):
        return Money.rangeRule + "; the result would be \(amount)"
      }
    }
  }
}
