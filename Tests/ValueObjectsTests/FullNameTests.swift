// Chapter 1 — Value objects: VO-2, VO-3, VO-4. Docs/01-value-objects.md
import Testing
import ValueObjects

@Suite("Full name (VO-2, VO-3, VO-4)")
struct FullNameTests {
  @Test("a one-letter family name such as 김 is valid: rules come from the domain")
  func oneLetterFamilyNameIsValid() throws {
    let name = try FullName(givenName: "철수", familyName: "김")
    #expect(name.familyName == "김")
  }

  @Test(
    "names in any script are accepted",
    arguments: [
      ("철수", "김"), ("Tim", "Mark"), ("太郎", "山田"), ("Zoë", "Ñúñez"), ("Ада", "Лавлейс"),
    ])
  func anyScript(given: String, family: String) throws {
    let name = try FullName(givenName: given, familyName: family)
    #expect(name.givenName == given)
    #expect(name.familyName == family)
  }

  @Test("white space around each part is trimmed")
  func trimsParts() throws {
    let name = try FullName(givenName: "  철수 ", familyName: "\t김\n")
    #expect(name == (try FullName(givenName: "철수", familyName: "김")))
  }

  @Test("a blank part is rejected, naming which part")
  func blankPartRejected() {
    #expect(throws: FullName.ValidationError.blank(.familyName, input: " ")) {
      try FullName(givenName: "철수", familyName: " ")
    }
    #expect(throws: FullName.ValidationError.blank(.givenName, input: "")) {
      try FullName(givenName: "", familyName: "김")
    }
  }

  @Test("a part of 50 characters is accepted and one of 51 is rejected")
  func partLengthBoundary() throws {
    let fifty = String(repeating: "a", count: FullName.maximumPartLength)
    _ = try FullName(givenName: fifty, familyName: "Kim")
    #expect(throws: FullName.ValidationError.tooLong(.givenName, input: fifty + "a", count: 51)) {
      try FullName(givenName: fifty + "a", familyName: "Kim")
    }
  }

  @Test("a full name presents itself family-name-first or given-name-first from one place")
  func formatting() throws {
    let name = try FullName(givenName: "철수", familyName: "김")
    #expect(name.formatted(.familyNameFirst) == "김 철수")
    #expect(name.formatted(.givenNameFirst) == "철수 김")
  }

  @Test("swapping the given and family name makes a different full name")
  func swappedPartsDiffer() throws {
    let right = try FullName(givenName: "Tim", familyName: "Mark")
    let swapped = try FullName(givenName: "Mark", familyName: "Tim")
    #expect(right != swapped)
    #expect(right.formatted(.givenNameFirst) != swapped.formatted(.givenNameFirst))
  }

  @Test("a value is changed by assigning a new one; copies made before keep the old value")
  func exchangeableNotMutable() throws {
    var current = try FullName(givenName: "철수", familyName: "김")
    let before = current

    current = try FullName(givenName: "철수", familyName: "박")

    #expect(current.familyName == "박")
    #expect(before.familyName == "김")
  }

  @Test("two full names with equal parts are equal and hash alike")
  func equalityByValue() throws {
    let first = try FullName(givenName: "Tim", familyName: "Mark")
    let second = try FullName(givenName: "Tim", familyName: "Mark")
    #expect(first == second)
    #expect(Set([first, second]).count == 1)
  }

  @Test("full names that differ in any part are not equal")
  func inequalityByValue() throws {
    let tim = try FullName(givenName: "Tim", familyName: "Mark")
    #expect(tim != (try FullName(givenName: "Tom", familyName: "Mark")))
    #expect(tim != (try FullName(givenName: "Tim", familyName: "Marks")))
  }

  @Test("the error message names the part, the rule and the input")
  func errorMessage() {
    let error = FullName.ValidationError.blank(.familyName, input: "  ")
    #expect(error.description == #"a family name must not be empty or blank; got "  ""#)
  }
}
