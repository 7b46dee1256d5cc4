// Exercise 01: Money.allocated(into:) — the rules your code must keep.

import Testing

#if ReferenceSolutions
  import Exercise01Solution
#else
  import Exercise01
#endif

private func won(_ amount: Int) throws -> Money {
  try #require(Money(amount: amount, currency: "KRW"))
}

/// The amounts of the parts `amount` won is split into.
private func split(_ amount: Int, into parts: Int) throws -> [Int] {
  try won(amount).allocated(into: parts).map(\.amount)
}

@Suite("Exercise 01: Money.allocated(into:)")
struct Exercise01Tests {
  @Test("the parts add up to exactly the whole: no unit is lost or made up")
  func addsUp() throws {
    for (amount, parts) in [(1_000, 3), (100, 7), (10, 4), (1, 4), (0, 3), (999, 1)] {
      #expect(try split(amount, into: parts).reduce(0, +) == amount, "\(amount) in \(parts)")
    }
  }

  @Test("there are as many parts as asked for, each in the amount's currency")
  func partsAndCurrency() throws {
    let dollars = try #require(Money(amount: 1_000, currency: "USD"))
    let parts = try dollars.allocated(into: 4)
    #expect(parts.count == 4)
    #expect(parts.allSatisfy { $0.currency == "USD" })
  }

  @Test("the parts are as even as they can be: no two differ by more than one unit")
  func even() throws {
    for (amount, parts) in [(100, 7), (10, 4), (1_000, 3), (5, 5)] {
      let amounts = try split(amount, into: parts)
      #expect(
        (amounts.max() ?? 0) - (amounts.min() ?? 0) <= 1, "\(amount) in \(parts): \(amounts)")
    }
  }

  @Test(
    "the larger parts come first: 1,000 won in three is 334, 333, 333; 10 in four is 3, 3, 2, 2"
  )
  func largerFirst() throws {
    #expect(try split(1_000, into: 3) == [334, 333, 333])
    #expect(try split(10, into: 4) == [3, 3, 2, 2])
  }

  @Test("money cannot be split into fewer than one part")
  func noParts() throws {
    for parts in [0, -2] {
      #expect(throws: Money.ArithmeticError.noParts(requested: parts)) {
        try won(1_000).allocated(into: parts)
      }
    }
  }
}
