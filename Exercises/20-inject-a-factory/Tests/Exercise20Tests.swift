// Exercise 20: Registration asks an injected factory — the rules your code must keep.

import Entities
import ExerciseSupport
import Factories
import Foundation
import Persistence
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise20Solution
#else
  import Exercise20
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// The instant the test factory starts its clock at: 2023-11-14 22:13:20 UTC.
private let start = Date(timeIntervalSince1970: 1_700_000_000)

/// A registration over `repository` whose factory makes `member-1`, `member-2` and so on.
private func makeRegistration(over repository: InMemoryUserRepository) throws -> Registration {
  Registration(
    repository: repository,
    factory: try DeterministicUserFactory(prefix: "member", startingAt: start))
}

@Suite("Exercise 20: Registration asks an injected factory")
struct Exercise20Tests {
  @Test("the new user's id is the one the injected factory made")
  func idsFromTheFactory() async throws {
    let registration = try makeRegistration(over: InMemoryUserRepository())

    let first = try await registration.register(name: "김철수")
    let second = try await registration.register(name: "박영희")

    #expect(first == "member-1")
    #expect(second == "member-2")
  }

  @Test("the stored user's creation time is the factory's instant, not the clock's")
  func instantFromTheFactory() async throws {
    // Given a factory whose clock starts at a fixed instant and moves a second per user
    let repository = InMemoryUserRepository()
    let registration = try makeRegistration(over: repository)

    // When two users register
    let first = try await registration.register(name: "김철수")
    let second = try await registration.register(name: "박영희")

    // Then the stored users carry the factory's instants
    let kim = try #require(try await repository.find(id: UserId(first)))
    let park = try #require(try await repository.find(id: UserId(second)))
    #expect(kim.name == (try UserName("김철수")))
    #expect(kim.createdAt == start)
    #expect(park.createdAt == start.addingTimeInterval(1))
  }

  @Test("a name another user has is refused as a duplicate, and nothing more is saved")
  func duplicateRefused() async throws {
    let repository = InMemoryUserRepository()
    let registration = try makeRegistration(over: repository)
    let kim = try await registration.register(name: "김철수")

    await #expect(throws: RegistrationError.duplicateName("김철수")) {
      try await registration.register(name: "김철수")
    }
    #expect(await repository.findAll().map(\.id.value) == [kim])
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

  @Test("the use case makes no id and reads no clock: no UUID(), no Date(), no names looked up")
  func theFactoryIsTheOnlySource() throws {
    let found = try code.lines(matching: #"UUID\(|Date\(|\.now\b|\.find(All)?\b"#)
    #expect(
      found.isEmpty,
      """
      the use case makes an id, reads a clock or looks users up itself; the factory and \
      UserService do that: \(found.joined(separator: "; "))
      """)
  }
}
