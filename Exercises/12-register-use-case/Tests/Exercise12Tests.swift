// Exercise 12: The register use case — the rules your code must keep.

import Entities
import ExerciseSupport
import Foundation
import Persistence
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise12Solution
#else
  import Exercise12
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// The instant every registration in these tests happens at: 2023-11-14 22:13:20 UTC.
private let registrationTime = Date(timeIntervalSince1970: 1_700_000_000)

private func makeRegistration(over repository: InMemoryUserRepository) throws -> Registration {
  Registration(
    repository: repository, idGenerator: try SequentialUserIdGenerator(prefix: "new"),
    now: { registrationTime })
}

@Suite("Exercise 12: The register use case")
struct Exercise12Tests {
  @Test("registering a free name stores a new user and answers with plain data")
  func registers() async throws {
    let repository = InMemoryUserRepository()
    let registration = try makeRegistration(over: repository)

    let registered = try await registration.register(name: "김철수")

    #expect(
      registered == RegisteredUser(id: "new-1", name: "김철수", createdAt: registrationTime))
    let stored = try #require(try await repository.find(id: UserId("new-1")))
    #expect(stored.name.value == "김철수")
    #expect(stored.createdAt == registrationTime)
  }

  @Test("the name is the one UserName made: white space at the ends is trimmed")
  func nameFromTheValueObject() async throws {
    let repository = InMemoryUserRepository()
    let registration = try makeRegistration(over: repository)

    let registered = try await registration.register(name: "  박영희 ")

    #expect(registered.name == "박영희")
    #expect(try await repository.find(name: UserName("박영희"))?.id.value == "new-1")
  }

  @Test("a name that breaks the user-name rule is refused with the rule's own message")
  func invalidName() async throws {
    let repository = InMemoryUserRepository()
    let registration = try makeRegistration(over: repository)
    let rule = UserName.ValidationError.tooShort(input: "ab", count: 2).description

    await #expect(throws: RegistrationError.invalidName(rule)) {
      try await registration.register(name: "ab")
    }
    #expect(await repository.findAll().isEmpty)
  }

  @Test("a name another user has is a duplicate, and nothing is saved")
  func duplicateName() async throws {
    let kim = User(
      id: try UserId("user-1"), name: try UserName("김철수"),
      createdAt: Date(timeIntervalSince1970: 1_600_000_000))
    let repository = InMemoryUserRepository([kim])
    let registration = try makeRegistration(over: repository)

    await #expect(throws: RegistrationError.duplicateName("김철수")) {
      try await registration.register(name: "김철수")
    }
    #expect(await repository.findAll() == [kim])
  }

  @Test("the use case writes no rule of its own: no counting, no looking names up itself")
  func noRuleOfItsOwn() async throws {
    // Given a name of 19 characters typed with spaces around it (23 characters in all)
    let repository = InMemoryUserRepository()
    let registration = try makeRegistration(over: repository)

    // When it is registered, UserName trims it and finds it valid
    let registered = try await registration.register(name: "  가나다라마바사아자차카타파하거너더러머  ")

    // Then it is stored, and the code asks UserService, not the repository, about names
    #expect(registered.name == "가나다라마바사아자차카타파하거너더러머")
    let ownRules = try code.lines(matching: #"\.count\b|\.find(All)?\b"#)
    #expect(
      ownRules.isEmpty,
      """
      Registration counts characters or looks users up itself; UserName and UserService \
      already know how: \(ownRules.joined(separator: "; "))
      """)
  }
}
