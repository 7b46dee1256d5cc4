// Exercise 02: FullName compares by value — the rules your code must keep.

import Testing

#if ReferenceSolutions
  import Exercise02Solution
#else
  import Exercise02
#endif

@Suite("Exercise 02: FullName compares by value")
struct Exercise02Tests {
  @Test("two full names with the same parts are equal and hash alike, so a Set keeps one")
  func equalByValue() throws {
    // Given the same name typed twice, once with stray spaces
    let typed = try FullName(givenName: "철수", familyName: "김")
    let retyped = try FullName(givenName: " 철수 ", familyName: "김")

    // When they are compared and put in a set
    let names: Set = [typed, retyped]

    // Then they are one name
    #expect(typed == retyped)
    #expect(typed.hashValue == retyped.hashValue)
    #expect(names.count == 1)
  }

  @Test("a different given name or a different family name makes a different full name")
  func anyPartDiffers() throws {
    let kim = try FullName(givenName: "철수", familyName: "김")

    let otherGivenName = try FullName(givenName: "영희", familyName: "김")
    let otherFamilyName = try FullName(givenName: "철수", familyName: "이")

    #expect(kim != otherGivenName)
    #expect(kim != otherFamilyName)
  }

  @Test("swapping the given name and the family name makes a different full name")
  func swappedParts() throws {
    // Given Tim Mark, and Mark Tim: the same two words in the other roles
    let tim = try FullName(givenName: "Tim", familyName: "Mark")
    let mark = try FullName(givenName: "Mark", familyName: "Tim")

    // Then they are two people
    #expect(tim != mark)
  }

  @Test("family-name-first order writes the family name first: 김 철수")
  func familyNameFirst() throws {
    let name = try FullName(givenName: "철수", familyName: "김")

    let written = name.formatted(.familyNameFirst)

    #expect(written == "김 철수")
  }

  @Test("given-name-first order writes the given name first: Tim Mark")
  func givenNameFirst() throws {
    let name = try FullName(givenName: "Tim", familyName: "Mark")

    let written = name.formatted(.givenNameFirst)

    #expect(written == "Tim Mark")
  }
}
