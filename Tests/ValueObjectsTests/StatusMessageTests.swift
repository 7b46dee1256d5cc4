// Chapter 1 — Value objects: VO-13. Docs/01-value-objects.md
import Testing
import ValueObjects

@Suite("Status message (VO-13)")
struct StatusMessageTests {
  @Test("a status message of 140 characters is accepted and one of 141 is rejected")
  func lengthBoundary() throws {
    let limit = String(repeating: "가", count: StatusMessage.maximumLength)
    #expect(try StatusMessage(limit).value == limit)
    #expect(throws: StatusMessage.ValidationError.tooLong(input: limit + "가", count: 141)) {
      try StatusMessage(limit + "가")
    }
  }

  @Test("a new user's status message is empty, and empty is valid")
  func emptyIsValid() throws {
    #expect(StatusMessage.empty.isEmpty)
    #expect(try StatusMessage("") == StatusMessage.empty)
    #expect(try StatusMessage("   ") == StatusMessage.empty)
  }

  @Test(
    "the 140-character rule holds wherever a message is made, not only where a service checks it")
  func ruleTravelsWithTheValue() {
    // Every way of making a StatusMessage goes through its initialiser, so there is no
    // path on which the rule can be forgotten.
    let attempts = [String(repeating: "a", count: 141), String(repeating: "🙂", count: 200)]
    for text in attempts {
      #expect(throws: StatusMessage.ValidationError.self) { try StatusMessage(text) }
    }
  }

  @Test("line feeds inside a message are allowed; other control characters are not")
  func controlCharacters() throws {
    #expect(try StatusMessage("첫 줄\n둘째 줄").value == "첫 줄\n둘째 줄")
    #expect(throws: StatusMessage.ValidationError.controlCharacter(input: "a\u{7}b")) {
      try StatusMessage("a\u{7}b")
    }
  }

  @Test("Windows line endings are stored as line feeds")
  func windowsLineEndings() throws {
    #expect(try StatusMessage("첫 줄\r\n둘째 줄").value == "첫 줄\n둘째 줄")
  }

  @Test("characters are counted as Characters, so 140 emoji fit")
  func emojiCount() throws {
    let emoji = String(repeating: "👍🏽", count: 140)
    #expect(try StatusMessage(emoji).value.count == 140)
  }
}
