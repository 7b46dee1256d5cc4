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

@Suite("Exercise 06: The duplicate-name domain service")
struct Exercise06Tests {
  @Test("a name is taken when another user already has it")
  func takenName() async throws {
    // Given a stored user named 김철수
    let repository = InMemoryUserRepository([try user("user-1", named: "김철수")])
    let check = DuplicateNameCheck(repository: repository)

    // When a newcomer with the same name is checked
    let newcomer = try user("user-2", named: "김철수")

    // Then the name is taken
    #expect(try await check.isDuplicate(newcomer))
  }

  @Test("a name nobody has is free")
  func freeName() async throws {
    let repository = InMemoryUserRepository([try user("user-1", named: "김철수")])
    let check = DuplicateNameCheck(repository: repository)

    let newcomer = try user("user-2", named: "박영희")

    #expect(try await !check.isDuplicate(newcomer))
  }

  @Test("a user keeping its own name is not a duplicate of itself")
  func ownName() async throws {
    // Given 김철수 is stored
    let kim = try user("user-1", named: "김철수")
    let check = DuplicateNameCheck(repository: InMemoryUserRepository([kim]))

    // When 김철수 changes only the status message
    var withNewStatus = kim
    withNewStatus.changeStatusMessage(
      to: try StatusMessage("오늘도 DDD 공부 중"), at: Date(timeIntervalSince1970: 1_700_000_030))

    // Then keeping the name is fine
    #expect(try await !check.isDuplicate(withNewStatus))
  }

  @Test("renaming a user to a name another user has makes it a duplicate")
  func renameToTakenName() async throws {
    // Given 김철수 and 박영희 are stored
    let kim = try user("user-1", named: "김철수")
    let park = try user("user-2", named: "박영희")
    let check = DuplicateNameCheck(repository: InMemoryUserRepository([kim, park]))

    // When 김철수 wants to be renamed to 박영희
    var renamed = kim
    renamed.changeName(to: park.name, at: Date(timeIntervalSince1970: 1_700_000_030))

    // Then the new name is taken
    #expect(try await check.isDuplicate(renamed))
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
