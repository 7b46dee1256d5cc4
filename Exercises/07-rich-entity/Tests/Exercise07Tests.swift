// Exercise 07: Move the rule into the entity — the rules your code must keep.

import ExerciseSupport
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise07Solution
#else
  import Exercise07
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

@Suite("Exercise 07: Move the rule into the entity")
struct Exercise07Tests {
  @Test("renaming a rich profile to a valid name stores the name")
  func validRename() throws {
    // Given a profile named 김철수
    var profile = RichProfile(id: "profile-1", name: try UserName("김철수"))

    // When it is renamed
    try profile.rename(to: "박영희")

    // Then it has the new name, and is still the same profile
    #expect(profile.name == (try UserName("박영희")))
    #expect(profile.id == "profile-1")
  }

  @Test("renaming a rich profile to a name that breaks the rule throws and keeps the old name")
  func invalidRename() throws {
    let original = RichProfile(id: "profile-1", name: try UserName("김철수"))
    var profile = original

    #expect(throws: UserName.ValidationError.tooShort(input: "ab", count: 2)) {
      try profile.rename(to: "ab")
    }
    let tooLong = String(repeating: "가", count: 21)
    #expect(throws: UserName.ValidationError.tooLong(input: tooLong, count: 21)) {
      try profile.rename(to: tooLong)
    }

    #expect(profile == original)
  }

  @Test(
    "the anemic profile's rule can be skipped by assigning name directly, which is why the rule belongs in the entity"
  )
  func anemicBypass() {
    // Given the anemic profile and the service that guards its rule
    var profile = Profile(id: "profile-1", name: "김철수")
    let changer = ProfileNameChanger()

    // When a caller goes through the service, the rule holds…
    #expect(!changer.changeName(of: &profile, to: "ab"))
    #expect(profile.name == "김철수")

    // …but nothing makes a caller go through it: this compiles and breaks the rule.
    profile.name = "ab"
    #expect(profile.name == "ab")
  }

  @Test("a name UserName accepts is accepted: the changer's 3-to-20 check is not copied")
  func noCopiedCheck() throws {
    // Given a name of 19 characters typed with spaces around it (23 characters in all)
    var profile = RichProfile(id: "profile-1", name: try UserName("김철수"))

    // When the profile is renamed, UserName trims it and finds it valid
    try profile.rename(to: "  가나다라마바사아자차카타파하거너더러머  ")

    // Then the changer's check, counting the raw text, would have refused it
    #expect(profile.name == (try UserName("가나다라마바사아자차카타파하거너더러머")))
    let found = try code.lines(matching: #"\.count\b|\.\.\.|\.\.<"#, in: "RichProfile.swift")
    #expect(
      found.isEmpty,
      """
      RichProfile counts characters or writes a range of its own; UserName already holds \
      the 3-to-20 rule: \(found.joined(separator: "; "))
      """)
  }
}
