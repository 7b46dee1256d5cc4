// Chapter 1 — Value objects: VO-1, VO-5. Docs/01-value-objects.md
import Testing
import ValueObjects

@Suite("Primitive obsession (VO-1) and when to make a value object (VO-5)")
struct PrimitiveObsessionTests {
  @Test("splitting a full-name string on a space finds the family name at different indexes")
  func splittingStringsGuessesWrong() {
    // Given two names written the way each culture writes them
    let korean = "김 철수"
    let english = "Tim Mark"

    // When code "knows" the family name is the first word
    let guessedKorean = korean.split(separator: " ")[0]
    let guessedEnglish = english.split(separator: " ")[0]

    // Then it is right for one and wrong for the other
    #expect(guessedKorean == "김")
    #expect(guessedEnglish != "Mark")
  }

  @Test("code that needs the family name asks a FullName and gets it in every culture")
  func fullNameKnowsItsParts() throws {
    let korean = try FullName(givenName: "철수", familyName: "김")
    let english = try FullName(givenName: "Tim", familyName: "Mark")

    #expect(korean.familyName == "김")
    #expect(english.familyName == "Mark")
  }

  @Test(
    "a value that carries a rule gets a type: a String holds 141 characters, a StatusMessage cannot"
  )
  func aRuleMakesAType() {
    let tooLong = String(repeating: "가", count: 141)
    let asString: String = tooLong

    #expect(asString.count == 141)
    #expect(throws: StatusMessage.ValidationError.self) { try StatusMessage(tooLong) }
  }
}
