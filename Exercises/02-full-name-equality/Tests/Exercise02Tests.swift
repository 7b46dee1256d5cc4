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

  @Test("listed, a name is its family name, a comma and its given name: Mark, Tim; 김, 철수")
  func listed() throws {
    #expect(try FullName(givenName: "Tim", familyName: "Mark").formatted(.listed) == "Mark, Tim")
    #expect(try FullName(givenName: "철수", familyName: "김").formatted(.listed) == "김, 철수")
  }

  @Test("as initials, a name is each part's first character and a period, given name first: T. M.")
  func initials() throws {
    #expect(try FullName(givenName: "Tim", familyName: "Mark").formatted(.initials) == "T. M.")
    #expect(try FullName(givenName: "철수", familyName: "김").formatted(.initials) == "철. 김.")
  }

  @Test("an initial is a whole character: a decomposed É stays É, an emoji stays whole")
  func initialIsACharacter() throws {
    let decomposed = "E\u{301}mile"
    let name = try FullName(givenName: decomposed, familyName: "👩‍💻Zola")

    #expect(name.formatted(.initials) == "E\u{301}. 👩‍💻.")
  }
}
