// Chapter 1 — Value objects: VO-6 (and VO-4, VO-8 for Money). Docs/01-value-objects.md
import Foundation
import Testing
import ValueObjects

@Suite("Money (VO-6)")
struct MoneyTests {
  private func won(_ amount: Decimal) throws -> Money { try Money(amount: amount, currency: .krw) }

  @Test("adding money of the same currency sums the amounts")
  func addingSameCurrency() throws {
    #expect(try won(1_000).adding(won(500)) == (try won(1_500)))
  }

  @Test("adding money of different currencies is rejected with a currency-mismatch error")
  func addingDifferentCurrencies() throws {
    let dollars = try Money(amount: 1, currency: .usd)
    #expect(throws: Money.ArithmeticError.currencyMismatch(.krw, .usd)) {
      try won(1_000).adding(dollars)
    }
  }

  @Test("subtracting money of different currencies is rejected with a currency-mismatch error")
  func subtractingDifferentCurrencies() throws {
    let yen = try Money(amount: 1, currency: .jpy)
    #expect(throws: Money.ArithmeticError.currencyMismatch(.krw, .jpy)) {
      try won(1_000).subtracting(yen)
    }
  }

  @Test("subtracting leaves the difference, down to exactly zero")
  func subtracting() throws {
    #expect(try won(1_000).subtracting(won(300)) == (try won(700)))
    #expect(try won(1_000).subtracting(won(1_000)) == Money.zero(.krw))
  }

  @Test("money never goes below zero: subtracting more than there is is rejected")
  func subtractingTooMuch() throws {
    let have = try won(100)
    let take = try won(101)
    #expect(throws: Money.ArithmeticError.insufficientAmount(have, subtracting: take)) {
      try have.subtracting(take)
    }
  }

  @Test("amounts are decimal, so 0.1 + 0.2 is exactly 0.3")
  func decimalNotDouble() throws {
    let dime = try Money(parsing: "0.1 USD")
    let twoDimes = try Money(parsing: "0.2 USD")
    #expect(try dime.adding(twoDimes) == (try Money(parsing: "0.3 USD")))
    #expect(0.1 + 0.2 != 0.3 as Double)  // what Double would have done
  }

  @Test("money is multiplied by a count, and a negative count is rejected")
  func multipliedByCount() throws {
    #expect(try won(1_200).multiplied(by: 3) == (try won(3_600)))
    #expect(try won(1_200).multiplied(by: 0) == Money.zero(.krw))
    #expect(throws: Money.ArithmeticError.negativeQuantity(-1)) {
      try won(1_200).multiplied(by: -1)
    }
  }

  @Test("1000 KRW equals 1000.00 KRW and they hash alike: equality is by amount and currency")
  func equalityIgnoresScale() throws {
    let plain = try Money(parsing: "1000 KRW")
    let scaled = try Money(parsing: "1000.00 KRW")
    #expect(plain == scaled)
    #expect(Set([plain, scaled]).count == 1)
  }

  @Test("the same amount in different currencies is not equal")
  func currencyIsPartOfEquality() throws {
    #expect(try won(1_000) != (try Money(amount: 1_000, currency: .jpy)))
  }

  @Test("a negative amount cannot be made")
  func negativeRejected() {
    #expect(throws: Money.ValidationError.negativeAmount(-1)) {
      try Money(amount: -1, currency: .krw)
    }
  }

  @Test("NaN is not an amount of money")
  func nanRejected() {
    #expect(throws: Money.ValidationError.notANumber) {
      try Money(amount: .nan, currency: .krw)
    }
  }

  @Test(
    "money written as text reads back into an equal value",
    arguments: [
      "0 KRW", "1500 KRW", "12.5 USD", "0.0000000001 EUR", "9999999999999999999999999999 JPY",
    ])
  func descriptionRoundTrips(text: String) throws {
    let money = try Money(parsing: text)
    #expect(money.description == text)
    #expect(try Money(parsing: money.description) == money)
  }

  @Test("an amount with more digits than money may have cannot be made")
  func outOfRangeRejected() throws {
    let third = Decimal(1) / Decimal(3)
    #expect(throws: Money.ValidationError.outOfRange(third)) {
      try Money(amount: third, currency: .usd)
    }
    let huge = pow(Decimal(10), Money.maximumIntegerDigits)
    #expect(throws: Money.ValidationError.outOfRange(huge)) {
      try Money(amount: huge, currency: .krw)
    }
    #expect(throws: Money.ValidationError.self) {
      try Money(amount: .greatestFiniteMagnitude, currency: .krw)
    }
  }

  @Test("an operation whose result would have too many digits is rejected, never NaN")
  func arithmeticStaysInRange() throws {
    let largest = try Money(
      parsing: String(repeating: "9", count: Money.maximumIntegerDigits) + " KRW")
    #expect(throws: Money.ArithmeticError.self) { try largest.adding(won(1)) }
    #expect(throws: Money.ArithmeticError.self) { try largest.multiplied(by: 2) }
    #expect(try largest.subtracting(won(1)).amount < largest.amount)
  }

  @Test("every amount money can hold writes a description that reads back equal")
  func everyValueRoundTrips() throws {
    let samples: [Decimal] = [
      0, 1, 10, Decimal(5) / 10, 1_000, Decimal(1_234) / 100, 123_456_789,
      try #require(Decimal(string: "0.0000000001")),
      try #require(Decimal(string: "9999999999999999999999999999.9999999999")),
      try #require(Decimal(string: "1000000000000000000000000000")),
    ]
    for amount in samples {
      for currency in [Currency.krw, .usd, .eur] {
        let money = try Money(amount: amount, currency: currency)
        #expect(try Money(parsing: money.description) == money, "\(money)")
      }
    }
  }

  @Test("a currency code is three upper-case letters")
  func currencyCodes() throws {
    #expect(try Currency(code: "CHF").code == "CHF")
    #expect(Currency.krw.code == "KRW")
    #expect(throws: Currency.ValidationError.invalidCode(input: "krw")) {
      try Currency(code: "krw")
    }
  }

  @Test("the currency-mismatch message names both currencies")
  func mismatchMessage() {
    let error = Money.ArithmeticError.currencyMismatch(.krw, .usd)
    #expect(
      error.description == "money in different currencies cannot be combined; got KRW and USD")
  }
}
