// Exercise 01 — your turn: write `allocated(into:)`. See README.md or README.ko.md.

import ExerciseSupport

/// An amount of money in one currency; never negative.
public struct Money: Sendable, Hashable {
  /// How much, in the currency's smallest unit: won for "KRW", cents for "USD".
  public let amount: Int
  /// The currency code, such as "KRW".
  public let currency: String

  /// Makes an amount of money; the amount must not be negative.
  public init?(amount: Int, currency: String) {
    guard amount >= 0 else { return nil }
    self.amount = amount
    self.currency = currency
  }

  /// The rule an operation on money broke.
  public enum ArithmeticError: Error, Equatable {
    /// Money was to be split into fewer than one part.
    case noParts(requested: Int)
  }

  /// This amount split into `parts` amounts as even as they can be: together they are
  /// exactly this amount, no two differ by more than one unit, and the larger come first.
  public func allocated(into parts: Int) throws -> [Money] {
    // TODO: refuse fewer than one part, then share the amount out without losing a unit.
    throw NotImplemented("Money.allocated(into:)")
  }

  private init(unchecked amount: Int, currency: String) {
    self.amount = amount
    self.currency = currency
  }
}
