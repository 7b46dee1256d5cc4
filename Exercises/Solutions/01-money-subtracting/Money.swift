// Exercise 01 — reference solution. Docs/exercises.md

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
    guard parts > 0 else { throw ArithmeticError.noParts(requested: parts) }
    // Every part gets the even share; the units left over, fewer than `parts`, go one
    // each to the first parts. Nothing is rounded away, so the parts add up to the whole.
    let share = amount / parts
    let leftOver = amount % parts
    return (0..<parts).map { index in
      Money(unchecked: share + (index < leftOver ? 1 : 0), currency: currency)
    }
  }

  private init(unchecked amount: Int, currency: String) {
    self.amount = amount
    self.currency = currency
  }
}
