// Chapter 1 — Value objects: VO-14. Docs/01-value-objects.md
//
// A name is an attack surface. Each test feeds text that looks like something it is not
// and expects the rule that refuses it, by name; the last ones make sure real names from
// real people are not caught in the net.
import Testing
import ValueObjects

@Suite("Text that lies: names refuse invisible and reordering characters (VO-14)")
struct TextThatLiesTests {
  @Test(
    "a user name made only of invisible characters is rejected, however many it has",
    arguments: [
      "\u{200B}\u{200B}\u{200B}",  // three zero-width spaces
      "\u{3164}\u{3164}\u{3164}",  // three Hangul fillers: they look like blank syllables
      "\u{2060}\u{2060}\u{2060}\u{2060}",  // word joiners
      "\u{AD}\u{AD}\u{AD}",  // soft hyphens: shown only at a line break
      "\u{FEFF}\u{200B}\u{FEFF}",  // byte-order marks around a zero-width space
    ])
  func invisibleOnly(text: String) {
    // Given text with enough Characters for the length rule, none of which shows anything
    #expect(UserName.allowedLength.contains(text.count))

    // Then it is refused for the rule it breaks, not for its length
    #expect(throws: UserName.ValidationError.invisibleCharacter(input: text)) {
      try UserName(text)
    }
  }

  @Test(
    "an invisible character inside a name is rejected, so no look-alike of a name can be made",
    arguments: [
      "김철수\u{200B}",  // looks exactly like 김철수
      "김\u{200B}철수",
      "Kim\u{2060}",
      "\u{301}abc",  // a combining accent with no letter before it to mark
      "ab\u{3164}c",
      "ab \u{301}c",  // an accent on a space: a cluster that shows no letter
      "abc\u{600} ",  // a format character glued to a space (found by the fuzzer)
    ])
  func invisibleInside(text: String) {
    #expect(throws: UserName.ValidationError.invisibleCharacter(input: text)) {
      try UserName(text)
    }
  }

  @Test(
    "a direction control anywhere in a user name is rejected",
    arguments: [
      "\u{202E}abcdef",  // right-to-left override: shows as "fedcba"
      "abc\u{202E}fed",
      "ab\u{202A}cd\u{202C}",  // an embedding and its pop
      "\u{2066}김철수\u{2069}",  // an isolate around a real name
      "abc\u{2068}",
    ])
  func directionControl(text: String) {
    #expect(throws: UserName.ValidationError.directionControl(input: text)) {
      try UserName(text)
    }
  }

  @Test(
    "the invisible direction marks LRM, RLM and ALM are rejected too: names that look alike are equal",
    arguments: ["김철수\u{200E}", "\u{200F}abc", "abc\u{61C}"])
  func directionMarks(text: String) {
    #expect(throws: UserName.ValidationError.directionControl(input: text)) {
      try UserName(text)
    }
  }

  @Test(
    "real names stay valid: Korean, decomposed jamo, emoji joined by U+200D, accents, right-to-left script",
    arguments: [
      "김철수",
      "\u{1100}\u{1175}\u{11B7}철수",  // 김 as three jamo, then 철수
      "👩‍💻👩‍💻👩‍💻",  // woman technologist: 👩 + U+200D + 💻, three times
      "👨‍👩‍👧 family",
      "❤️ab",  // a heart with variation selector 16 (emoji presentation)
      "🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scot",  // a flag made with invisible tag characters
      "e\u{301}tienne",  // é as e plus a combining accent
      "علی‌رضا",  // Persian, with a zero-width non-joiner inside a word
      "דוד כהן",  // Hebrew: right-to-left without any direction control
    ])
  func realNamesStayValid(text: String) throws {
    #expect(try UserName(text).value == text)
    #expect(try FullName(givenName: text, familyName: "김").givenName == text)
  }

  @Test(
    "a full-name part made only of a zero-width joiner, a lone combining mark or a variation selector is rejected",
    arguments: [
      "\u{200D}", "\u{301}", "\u{FE0F}", "\u{200B}", "\u{3164}", "\u{301}\u{302}", "\u{600} ",
    ])
  func invisiblePart(part: String) {
    #expect(throws: FullName.ValidationError.invisibleCharacter(.givenName, input: part)) {
      try FullName(givenName: part, familyName: "김")
    }
    #expect(throws: FullName.ValidationError.invisibleCharacter(.familyName, input: part)) {
      try FullName(givenName: "철수", familyName: part)
    }
  }

  @Test(
    "a letter carrying more than 4 combining marks is refused, so a name is as long as it looks")
  func markTower() {
    // Given "abc" with a hundred acute accents on its last letter: 3 characters to Swift.
    let tower = "abc" + String(repeating: "\u{301}", count: 100)
    #expect(tower.count == 3)

    // Then the name is refused by the rule about stacked marks, and the message does not
    // print the tower: the marks are escaped.
    #expect(throws: UserName.ValidationError.markTower(input: tower)) { try UserName(tower) }
    let message = UserName.ValidationError.markTower(input: tower).description
    #expect(message.contains("must not stack more than 4 combining marks on one character"))
    #expect(message.contains("\\u{301}"))
    #expect(!message.unicodeScalars.contains("\u{301}"))
  }

  @Test("real stacked marks stay valid: Vietnamese written decomposed carries two on a letter")
  func realStacksStayValid() throws {
    // ệ as e + combining dot below + combining circumflex: two marks on one letter.
    let name = "Nguye\u{323}\u{302}n"
    #expect(try UserName(name).value == name)
  }

  @Test("a direction control in either part of a full name is rejected")
  func directionControlInFullName() {
    #expect(throws: FullName.ValidationError.directionControl(.givenName, input: "\u{202E}수철")) {
      try FullName(givenName: "\u{202E}수철", familyName: "김")
    }
    #expect(throws: FullName.ValidationError.directionControl(.familyName, input: "Mark\u{200F}")) {
      try FullName(givenName: "Tim", familyName: "Mark\u{200F}")
    }
  }

  @Test("an error message names the rule and escapes what it quotes, so the message cannot lie")
  func messagesEscape() {
    let invisible = UserName.ValidationError.invisibleCharacter(input: "\u{200B}\u{200B}\u{200B}")
    #expect(
      invisible.description
        == #"a user name \#(TextRules.invisibleCharacterRule); got "\u{200B}\u{200B}\u{200B}""#)
    #expect(invisible.description.hasPrefix("a user name must not contain invisible characters"))

    let reversed = UserName.ValidationError.directionControl(input: "\u{202E}abcdef")
    #expect(reversed.description.hasPrefix("a user name must not contain direction controls"))
    #expect(reversed.description.hasSuffix(#"got "\u{202E}abcdef""#))
    #expect(!reversed.description.unicodeScalars.contains("\u{202E}"))
  }
}
