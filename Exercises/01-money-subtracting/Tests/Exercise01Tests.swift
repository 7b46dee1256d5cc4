// Exercise 01: Money.subtracting — the rules your code must keep.

import Foundation
import Testing

#if ReferenceSolutions
  import Exercise01Solution
#else
  import Exercise01
#endif

private func won(_ amount: Decimal) throws -> Money {
  try #require(Money(amount: amount, currency: "KRW"))
}

@Suite("Exercise 01: Money.subtracting")
struct Exercise01Tests {
  @Test("subtracting money of the same currency leaves the difference")
  func difference() throws {
    #expect(try won(1_000).subtracting(won(300)) == (try won(700)))
  }

  @Test("subtracting all of it leaves exactly zero")
  func downToZero() throws {
    #expect(try won(1_000).subtracting(won(1_000)) == (try won(0)))
  }

  @Test("subtracting money of another currency is a currency mismatch")
  func mismatch() throws {
    let dollars = try #require(Money(amount: 1, currency: "USD"))
    #expect(throws: Money.ArithmeticError.currencyMismatch("KRW", "USD")) {
      try won(1_000).subtracting(dollars)
    }
  }

  @Test("money never goes below zero: subtracting more than there is is refused")
  func neverNegative() throws {
    let have = try won(100)
    let take = try won(101)
    #expect(throws: Money.ArithmeticError.insufficientAmount(have, subtracting: take)) {
      try have.subtracting(take)
    }
  }
}
