// Chapter 1 — Value objects: VO-8 across every type. Docs/01-value-objects.md
//
// Tables of bad input, at least 30 per validated type. Each must end in the type's own
// typed error whose message names the rule — never a crash, never a silently "fixed" value.
import Testing
import ValueObjects

private let controls = [
  "\u{0}", "\u{7}", "\u{8}", "\u{1B}", "\u{7F}", "\u{9F}", "\u{2028}", "\u{2029}",
]

private let blanks = [
  "", " ", "   ", "\t", "\n", "\r\n", " \t \n ", "\u{3000}", "\u{A0}", "\u{2003}",
]

@Suite("Bad input is rejected with a typed error that names the rule (VO-8)")
struct BadInputTests {
  static let badFullNameParts: [String] =
    blanks + controls.map { "김\($0)철수" }
    + ["a\u{0}", "\u{1}x", "x\u{1F}y", "a\u{85}b", "Kim\u{1B}[31m"]
    + [51, 52, 80, 200, 1_000].map { String(repeating: "가", count: $0) }
    + [String(repeating: "👨‍👩‍👧", count: 51), String(repeating: "e\u{301}", count: 51)]

  @Test("a bad given or family name throws FullName.ValidationError", arguments: badFullNameParts)
  func fullName(part: String) {
    #expect(Self.badFullNameParts.count >= 30)
    let asGiven = #expect(throws: FullName.ValidationError.self) {
      try FullName(givenName: part, familyName: "김")
    }
    let asFamily = #expect(throws: FullName.ValidationError.self) {
      try FullName(givenName: "철수", familyName: part)
    }
    #expect(asGiven?.description.hasPrefix("a given name") == true)
    #expect(asFamily?.description.hasPrefix("a family name") == true)
  }

  static let badUserNames: [String] =
    blanks + ["a", "ab", " ab ", "가", "김철", "🐶🐱", "e\u{301}x", "\nab\n"]
    + controls.map { "ab\($0)cd" }
    + [21, 22, 50, 500].map { String(repeating: "x", count: $0) }
    + [String(repeating: "김", count: 21), String(repeating: "👍🏽", count: 21)]

  @Test("a bad user name throws UserName.ValidationError", arguments: badUserNames)
  func userName(input: String) {
    #expect(Self.badUserNames.count >= 30)
    let error = #expect(throws: UserName.ValidationError.self) { try UserName(input) }
    #expect(error?.description.hasPrefix("a user name") == true)
  }

  static let badUserIds: [String] =
    [
      "", " ", "a b", " a", "a ", "../a", "..", ".", "a/b", "/", #"a\b"#, "a.b", "a:b", "a*b",
      "a?b", "a%2Fb", "~", "a\"b", "a'b", "a|b", "<a>", "é", "김", "𝟙", "user 1", "ｕｓｅｒ",
    ]
    + controls.map { "a\($0)b" }
    + [String(repeating: "a", count: 65), String(repeating: "9", count: 1_000)]

  @Test("a bad user id throws UserId.ValidationError", arguments: badUserIds)
  func userId(input: String) {
    #expect(Self.badUserIds.count >= 30)
    let error = #expect(throws: UserId.ValidationError.self) { try UserId(input) }
    #expect(error?.description.hasPrefix("a user id") == true)
  }

  static let badCurrencyCodes: [String] =
    [
      "", "K", "KR", "KRWW", "krw", "Krw", "kRW", "KR1", "123", "K W", " KRW", "KRW ", "K-W",
      "원원원", "ＫＲＷ", "KRW\n", "\u{0}KR", "ÄBC", "K\u{301}RW", "KR\u{200B}W", "USD$", "$", "€",
      "£", "EURO", "DOLLAR", "kr", "K.W", "K_W", "null", "nil",
    ]

  @Test("a bad currency code throws Currency.ValidationError", arguments: badCurrencyCodes)
  func currency(code: String) {
    #expect(Self.badCurrencyCodes.count >= 30)
    let error = #expect(throws: Currency.ValidationError.self) { try Currency(code: code) }
    #expect(error?.description.hasPrefix("a currency code") == true)
  }

  static let badMoneyTexts: [String] =
    [
      "", " ", "KRW", "1000", "1000KRW", "1000  KRW", " 1000 KRW", "1000 KRW ", "-1 KRW",
      "+1 KRW", "1,000 KRW", "1_000 KRW", "1e3 KRW", "1.2.3 KRW", ".5 KRW", "5. KRW", "12abc KRW",
      "0x10 KRW", "NaN KRW", "inf KRW", "１０ KRW", "٣ KRW", "1000 krw", "1000 KR", "1000 KRWX",
      "KRW 1000", "1000 KRW KRW", "1000\tKRW", "1000\nKRW",
      String(repeating: "9", count: 29) + " KRW",
      "0." + String(repeating: "1", count: 11) + " KRW", "1000 \u{0}KR",
    ]

  @Test("bad money text throws Money.ValidationError", arguments: badMoneyTexts)
  func money(text: String) {
    #expect(Self.badMoneyTexts.count >= 30)
    let error = #expect(throws: Money.ValidationError.self) { try Money(parsing: text) }
    let message = error?.description ?? ""
    #expect(message.hasPrefix("money is written") || message.hasPrefix("a currency code"))
  }

  static let badProductCodes: [String] =
    [
      "", "-", "--", "---", "a2000", "a2000-D", "a2000-D-2009-1", "a2000D2009", "a2000_D_2009",
      "A2000-D-2009", "aa2000-D-2009", "a200-D-2009", "a20000-D-2009", "a2o00-D-2009",
      "2000-D-2009",
      "a2000-d-2009", "a2000-DD-2009", "a2000--2009", "a2000-1-2009", "a2000-Ä-2009",
      "a2000-D-209", "a2000-D-20090", "a2000-D-2O09", "a2000-D-", " a2000-D-2009", "a2000-D-2009 ",
      "a2000 -D-2009", "ａ2000-D-2009", "a２000-D-2009", "a2000-D-200\u{0}", "é2000-D-2009",
      "a2000-D-2009\n",
    ]

  @Test("a bad product code throws ProductCode.ValidationError", arguments: badProductCodes)
  func productCode(text: String) {
    #expect(Self.badProductCodes.count >= 30)
    let error = #expect(throws: ProductCode.ValidationError.self) { try ProductCode(parsing: text) }
    #expect(error?.description.hasPrefix("a product") == true)
  }

  static let badStatusMessages: [String] =
    controls.map { "hello\($0)world" } + controls.map { "a\($0)\($0)b" }
    + ["a\u{1}", "\u{1F}b", "tab\there", "cr\rhere", "a\u{85}b", "y\u{B}x", "y\u{C}x", "x\u{1C}y"]
    + [141, 142, 200, 1_000].map { String(repeating: "a", count: $0) }
    + [
      String(repeating: "김", count: 141), String(repeating: "👍🏽", count: 141),
      String(repeating: "e\u{301}", count: 141),
    ]

  @Test("a bad status message throws StatusMessage.ValidationError", arguments: badStatusMessages)
  func statusMessage(text: String) {
    #expect(Self.badStatusMessages.count >= 30)
    let error = #expect(throws: StatusMessage.ValidationError.self) { try StatusMessage(text) }
    #expect(error?.description.hasPrefix("a status message") == true)
  }
}
