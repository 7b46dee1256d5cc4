// Chapter 1 — Value objects: VO-8, VO-10, VO-11. Docs/01-value-objects.md
import Testing
import ValueObjects

@Suite("User name (VO-8, VO-10, VO-11)")
struct UserNameTests {
  @Test("a user name shorter than 3 characters is rejected")
  func tooShort() {
    #expect(throws: UserName.ValidationError.tooShort(input: "ab", count: 2)) {
      try UserName("ab")
    }
  }

  @Test("a blank user name is refused as blank, not as a name of 0 characters")
  func blankNameSaysBlank() throws {
    let error = try #require(throws: UserName.ValidationError.self) { try UserName("   ") }
    #expect(error == .tooShort(input: "   ", count: 0))
    #expect(
      error.description == #"a user name has 3 to 20 characters and must not be blank; got "   ""#)
  }

  @Test("a user name of exactly 3 or 20 characters is accepted")
  func boundariesAccepted() throws {
    #expect(try UserName("abc").value == "abc")
    let twenty = String(repeating: "z", count: 20)
    #expect(try UserName(twenty).value == twenty)
  }

  @Test("a user name longer than 20 characters is rejected")
  func tooLong() {
    let twentyOne = String(repeating: "z", count: 21)
    #expect(throws: UserName.ValidationError.tooLong(input: twentyOne, count: 21)) {
      try UserName(twentyOne)
    }
  }

  @Test("characters are counted as a person counts them, so 김철수 has 3")
  func countsGraphemeClusters() throws {
    let name = try UserName("김철수")
    #expect(name.value.count == 3)
    #expect(name.value.utf8.count == 9)
  }

  @Test(
    "an emoji or a letter with combining marks counts as one character",
    arguments: [
      "👩‍👩‍👧‍👦ab",  // a family emoji joined by zero-width joiners, then two letters
      "e\u{301}ab",  // "é" written as "e" plus a combining acute accent
      "🇰🇷ab",  // a flag: two regional-indicator scalars
      "하\u{11AB}ab",  // 하 plus a combining final ㄴ: one syllable, 한
    ])
  func clustersCountAsOne(text: String) throws {
    #expect(text.count == 3)
    #expect(text.unicodeScalars.count > 3)
    #expect(try UserName(text).value == text)
  }

  @Test("three emoji are a valid name and two are too short")
  func emojiBoundary() throws {
    _ = try UserName("🐶🐱🐭")
    #expect(throws: UserName.ValidationError.tooShort(input: "🐶🐱", count: 2)) {
      try UserName("🐶🐱")
    }
  }

  @Test("white space at the ends is trimmed before counting")
  func trimmedBeforeCounting() throws {
    #expect(try UserName("  abc  ").value == "abc")
    #expect(throws: UserName.ValidationError.tooShort(input: "  ab  ", count: 2)) {
      try UserName("  ab  ")
    }
  }

  @Test("the length rule lives in one place, UserName.allowedLength, and messages quote it")
  func ruleInOnePlace() {
    let bounds = UserName.allowedLength
    let justOver = String(repeating: "x", count: bounds.upperBound + 1)
    let error = UserName.ValidationError.tooLong(input: justOver, count: justOver.count)

    #expect(throws: error) { try UserName(justOver) }
    #expect(
      error.description.hasPrefix(
        "a user name has \(bounds.lowerBound) to \(bounds.upperBound) characters; got \(bounds.upperBound + 1)"
      ))
  }

  @Test("a user name that exists is valid: no caller needs to check it again")
  func integrity() throws {
    let accepted = try UserName("  김철수 ")
    // Remaking a user name from an existing one's text always succeeds with an equal value.
    #expect(try UserName(accepted.value) == accepted)
    #expect(UserName.allowedLength.contains(accepted.value.count))
  }

  @Test("the error message says what was wrong and what is allowed")
  func errorMessage() {
    let error = UserName.ValidationError.tooShort(input: "ab", count: 2)
    #expect(error.description == #"a user name has 3 to 20 characters; got 2 in "ab""#)
  }
}
