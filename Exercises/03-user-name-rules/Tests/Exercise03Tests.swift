// Exercise 03: UserName enforces its rules — the rules your code must keep.

import Testing

#if ReferenceSolutions
  import Exercise03Solution
#else
  import Exercise03
#endif

@Suite("Exercise 03: UserName enforces its rules")
struct Exercise03Tests {
  @Test("a user name of exactly 3 or exactly 20 characters is valid")
  func boundsAreValid() throws {
    let shortest = "abc"
    let longest = String(repeating: "a", count: 20)

    #expect(try UserName(shortest).value == shortest)
    #expect(try UserName(longest).value == longest)
  }

  @Test("2 characters are too short and 21 too long, and the error says how many there were")
  func outsideTheBounds() {
    #expect(throws: UserName.ValidationError.tooShort(count: 2)) {
      try UserName("ab")
    }
    #expect(throws: UserName.ValidationError.tooLong(count: 21)) {
      try UserName(String(repeating: "a", count: 21))
    }
  }

  @Test("Korean is counted by character: 김철수 is a valid 3-character name")
  func koreanName() throws {
    // Given a name of three syllables (9 bytes in UTF-8)
    let text = "김철수"

    // When it becomes a user name
    let name = try UserName(text)

    // Then it is valid, and kept as written
    #expect(name.value == "김철수")
  }

  @Test("an emoji or a letter with a combining accent counts as one character")
  func graphemeClusters() throws {
    // A family emoji is 1 character (but 8 UTF-16 units), so three of them are a valid name…
    let family = "👩‍👩‍👧"
    #expect(try UserName(String(repeating: family, count: 3)).value.count == 3)

    // …and two are too short, however many UTF-16 units they take.
    #expect(throws: UserName.ValidationError.tooShort(count: 2)) {
      try UserName(family + family)
    }

    // "é" written as "e" plus a combining acute accent is one character, not two.
    let accented = "e\u{301}"
    #expect(throws: UserName.ValidationError.tooShort(count: 2)) {
      try UserName(accented + accented)
    }
  }

  @Test(
    "white space is tidied before the characters are counted: none at the ends, one space inside"
  )
  func tidying() throws {
    // Given a valid name with spaces and a line break around it
    #expect(try UserName("  김철수\n").value == "김철수")

    // And names with runs of spaces, tabs and line breaks between their words
    #expect(try UserName("Kim \t  Chul\n su").value == "Kim Chul su")
    #expect(try UserName("a     b").value == "a b")

    // Then the tidied name is what is counted, short or long
    #expect(throws: UserName.ValidationError.tooShort(count: 2)) {
      try UserName("   ab   ")
    }
    let twentyOne = String(repeating: "a", count: 10) + "     " + String(repeating: "b", count: 10)
    #expect(throws: UserName.ValidationError.tooLong(count: 21)) {
      try UserName(twentyOne)
    }
  }

  @Test("the rule is written once, in allowedLength: changed to 6 to 8, the initialiser follows")
  func ruleInOnePlace() throws {
    func name(of count: Int) -> String { String(repeating: "가", count: count) }

    // Given the rule changed for a moment, in its one place, to 6 to 8 characters
    try UserName.$allowedLength.withValue(6...8) { () throws in
      // Then exactly the lengths inside the new rule are accepted, and the errors count
      #expect(try UserName(name(of: 6)).value.count == 6)
      #expect(try UserName(name(of: 8)).value.count == 8)
      #expect(throws: UserName.ValidationError.tooShort(count: 5)) { try UserName(name(of: 5)) }
      #expect(throws: UserName.ValidationError.tooLong(count: 9)) { try UserName(name(of: 9)) }
      #expect(throws: UserName.ValidationError.tooShort(count: 3)) { try UserName(name(of: 3)) }
      #expect(throws: UserName.ValidationError.tooLong(count: 20)) { try UserName(name(of: 20)) }
    }
    // And outside that moment the rule is 3 to 20 again
    #expect(UserName.allowedLength == 3...20)
  }

  @Test("a direction control anywhere is refused: U+202E would show abcdef as fedcba")
  func directionControls() {
    for text in ["\u{202E}abcdef", "abc\u{2066}def", "김철수\u{200F}"] {
      #expect(throws: UserName.ValidationError.directionControl) { try UserName(text) }
    }
  }

  @Test(
    "a letter carrying more than 4 combining marks is refused, so a name is as long as it looks"
  )
  func markTowers() {
    let fiveAccents = String(repeating: "\u{301}", count: 5)
    for text in ["abc" + fiveAccents, "a" + String(repeating: "\u{301}", count: 40) + "bc"] {
      #expect(throws: UserName.ValidationError.markTower) { try UserName(text) }
    }
  }

  @Test("4 marks on one letter is the limit: 4 are fine, 5 are refused")
  func markLimit() throws {
    let four = "abc" + String(repeating: "\u{301}", count: 4)
    #expect(try UserName(four).value == four)
    #expect(throws: UserName.ValidationError.markTower) { try UserName(four + "\u{301}") }
  }

  @Test("marks are counted per character: six accented letters, each with its own marks, are fine")
  func marksPerCharacter() throws {
    // Six é, each written as "e" plus a combining accent: six marks in all, one per letter
    let accented = String(repeating: "e\u{301}", count: 6)
    #expect(try UserName(accented).value == accented)
    // Nguyễn written decomposed: ễ is "e" with a circumflex and a tilde, two marks
    let vietnamese = "Nguye\u{302}\u{303}n"
    #expect(try UserName(vietnamese).value == vietnamese)
  }

  @Test("real names stay valid: 👩‍💻, a decomposed 김, é and ❤️ carry joiners, jamo and marks")
  func realNamesStayValid() throws {
    // Given names whose characters carry joiners, jamo and accents
    let names = [
      "👩‍💻👩‍💻👩‍💻",  // each is 👩 + U+200D (zero-width joiner) + 💻
      "\u{1100}\u{1175}\u{11B7}철수",  // 김 as three jamo
      "e\u{301}tienne",  // é as "e" plus a combining accent
      "❤️ab",  // a heart with a variation selector
    ]
    // Then each is a valid name, kept as written
    for text in names {
      #expect(try UserName(text).value == text)
    }
  }
}
