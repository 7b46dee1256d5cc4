// Exercise 01 — reference solution. Docs/exercises.md

import Foundation

/// An amount of money in one currency; never negative.
public struct Money: Sendable, Hashable {
  /// How much.
  public let amount: Decimal
  /// The currency code, such as "KRW".
  public let currency: String

  /// Makes an amount of money; the amount must not be negative.
  public init?(amount: Decimal, currency: String) {
    guard amount >= 0 else { return nil }
    self.amount = amount
    self.currency = currency
  }

  /// The rule an operation on money broke.
  public enum ArithmeticError: Error, Equatable {
    /// The two amounts are in different currencies.
    case currencyMismatch(String, String)
    /// The amount subtracted is larger than the amount it is subtracted from.
    case insufficientAmount(Money, subtracting: Money)
  }

  /// The sum of this and another amount in the same currency.
  public func adding(_ other: Money) throws -> Money {
    guard currency == other.currency else {
      throw ArithmeticError.currencyMismatch(currency, other.currency)
    }
    return Money(unchecked: amount + other.amount, currency: currency)
  }

  /// This amount less another amount in the same currency, never below zero.
  public func subtracting(_ other: Money) throws -> Money {
    guard currency == other.currency else {
      throw ArithmeticError.currencyMismatch(currency, other.currency)
    }
    guard other.amount <= amount else {
      throw ArithmeticError.insufficientAmount(self, subtracting: other)
    }
    return Money(unchecked: amount - other.amount, currency: currency)
  }

  private init(unchecked amount: Decimal, currency: String) {
    self.amount = amount
    self.currency = currency
  }
}
