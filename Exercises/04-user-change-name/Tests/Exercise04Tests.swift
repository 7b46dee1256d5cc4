// Exercise 04: User.changeName(to:) through UserName — the rules your code must keep.

import ExerciseSupport
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise04Solution
#else
  import Exercise04
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

private func kim() throws -> User {
  User(id: "user-1", name: try UserName("김철수"), statusMessage: try StatusMessage("안녕하세요"))
}

@Suite("Exercise 04: User.changeName(to:) through UserName")
struct Exercise04Tests {
  @Test("renaming a user stores the new name and keeps the same id")
  func rename() throws {
    // Given 김철수
    var user = try kim()

    // When the user is renamed
    try user.changeName(to: "박영희")

    // Then the name changed and the identity did not
    #expect(user.name == (try UserName("박영희")))
    #expect(user.id == "user-1")
  }

  @Test("a 2-character name is refused with UserName's own error, and the old name stays")
  func tooShortName() throws {
    var user = try kim()

    #expect(throws: UserName.ValidationError.tooShort(input: "ab", count: 2)) {
      try user.changeName(to: "ab")
    }

    #expect(user == (try kim()))
  }

  @Test("a status message over 140 characters is refused, and the old message stays")
  func tooLongStatusMessage() throws {
    var user = try kim()
    let tooLong = String(repeating: "가", count: 141)

    #expect(throws: StatusMessage.ValidationError.tooLong(input: tooLong, count: 141)) {
      try user.changeStatusMessage(to: tooLong)
    }

    #expect(user == (try kim()))
  }

  @Test("a valid status message is stored, and an empty one clears the status")
  func statusMessage() throws {
    var user = try kim()

    try user.changeStatusMessage(to: "오늘도 DDD 공부 중")
    #expect(user.statusMessage.value == "오늘도 DDD 공부 중")

    try user.changeStatusMessage(to: "")
    #expect(user.statusMessage.isEmpty)
  }

  @Test("a name UserName accepts is accepted: spaces around 19 characters are trimmed, not counted")
  func noLengthCheckOfItsOwn() throws {
    // Given a name of 19 characters typed with spaces around it (23 characters in all)
    var user = try kim()

    // When the user is renamed, UserName trims it and finds it valid
    try user.changeName(to: "  가나다라마바사아자차카타파하거너더러머  ")

    // Then a length check of User's own, counting the raw text, would have refused it
    #expect(user.name == (try UserName("가나다라마바사아자차카타파하거너더러머")))
    let found = try code.lines(matching: #"\.count\b|\.\.\.|\.\.<"#)
    #expect(
      found.isEmpty,
      """
      User counts characters or writes a range of its own; UserName and StatusMessage \
      already hold the rules: \(found.joined(separator: "; "))
      """)
  }
}
