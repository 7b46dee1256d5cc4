// Exercise 06: The duplicate-name domain service — the rules your code must keep.

import Entities
import ExerciseSupport
import Foundation
import Persistence
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise06Solution
#else
  import Exercise06
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// A user with a fixed id and creation time, so no test depends on the clock.
private func user(_ id: String, named name: String) throws -> User {
  User(
    id: try UserId(id), name: try UserName(name),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

/// The suggestion for `user` among the stored `users`.
private func suggestion(for user: User, among users: [User]) async throws -> String {
  try await FreeNameSuggestion(repository: InMemoryUserRepository(users))
    .suggestedName(for: user).value
}

@Suite("Exercise 06: A domain service suggests a free name")
struct Exercise06Tests {
  @Test("a name no other user has is suggested as it is")
  func freeName() async throws {
    let stored = [try user("user-1", named: "김철수")]

    #expect(try await suggestion(for: user("user-2", named: "박영희"), among: stored) == "박영희")
  }

  @Test("a user keeping its own name gets it back: a name is not taken by its own holder")
  func ownName() async throws {
    // Given 김철수 is stored
    let kim = try user("user-1", named: "김철수")

    // When 김철수, who changed only the status message, asks for a name
    var withNewStatus = kim
    withNewStatus.changeStatusMessage(
      to: try StatusMessage("오늘도 DDD 공부 중"), at: Date(timeIntervalSince1970: 1_700_000_030))

    // Then its own name is free for it
    #expect(try await suggestion(for: withNewStatus, among: [kim]) == "김철수")
  }

  @Test("a name another user has gets the smallest free number from 2: 김철수2")
  func numberTwo() async throws {
    let stored = [try user("user-1", named: "김철수")]

    #expect(try await suggestion(for: user("user-2", named: "김철수"), among: stored) == "김철수2")
  }

  @Test("numbers other users hold are skipped: with 김철수, 김철수2 and 김철수3 taken, 김철수4")
  func takenNumbersSkipped() async throws {
    let stored = [
      try user("user-1", named: "김철수"), try user("user-2", named: "김철수2"),
      try user("user-3", named: "김철수3"), try user("user-5", named: "김철수5"),
    ]

    #expect(try await suggestion(for: user("user-9", named: "김철수"), among: stored) == "김철수4")
  }

  @Test("a numbered name the user itself holds is free for it: 김철수2 asking for 김철수 keeps 김철수2")
  func ownNumberedName() async throws {
    // Given 김철수 and, as another user, 김철수2
    let first = try user("user-1", named: "김철수")
    let second = try user("user-2", named: "김철수2")

    // When the second wants to be renamed to 김철수
    var renamed = second
    renamed.changeName(to: first.name, at: Date(timeIntervalSince1970: 1_700_000_030))

    // Then the name it already holds is the suggestion, not 김철수3
    #expect(try await suggestion(for: renamed, among: [first, second]) == "김철수2")
  }

  @Test("the domain service only reads: it never saves or deletes a user")
  func onlyReads() throws {
    let found = try code.lines(matching: #"\.save\(|\.delete\("#)
    #expect(
      found.isEmpty,
      """
      the domain service changes the store; it only reads: \(found.joined(separator: "; "))
      """)
  }
}
