// Chapter 7 — Beyond the basics: the circle's name keeps chapter 1's VO-14 rules.
// Docs/07-beyond-the-basics.md, Docs/01-value-objects.md

import Aggregates
import Testing
import ValueObjects

@Suite("A circle's name refuses text that lies, as a user's name does (VO-14)")
struct CircleNameTests {
  @Test(
    "a circle name made only of invisible characters is rejected",
    arguments: ["\u{200B}\u{200B}\u{200B}", "\u{3164}\u{3164}\u{3164}", "Swift\u{200B}모임"])
  func invisible(text: String) {
    #expect(throws: CircleName.ValidationError.invisibleCharacter(input: text)) {
      try CircleName(text)
    }
  }

  @Test(
    "a direction control anywhere in a circle name is rejected",
    arguments: ["\u{202E}abcdef", "Swift \u{2067}모임\u{2069}", "모임\u{200F}"])
  func directionControl(text: String) {
    #expect(throws: CircleName.ValidationError.directionControl(input: text)) {
      try CircleName(text)
    }
  }

  @Test(
    "circle names in Korean, decomposed jamo or with emoji joined by U+200D stay valid",
    arguments: ["Swift 모임", "\u{1100}\u{1175}\u{11B7}밥 모임", "👩‍💻 coders", "👨‍👩‍👧 families"])
  func realNames(text: String) throws {
    #expect(try CircleName(text).value == text)
  }

  @Test("a circle name's error states the same rule, worded once in TextRules")
  func sameWording() {
    let error = CircleName.ValidationError.directionControl(input: "\u{202E}abc")
    #expect(
      error.description == #"a circle name \#(TextRules.directionControlRule); got "\u{202E}abc""#)
  }
}
