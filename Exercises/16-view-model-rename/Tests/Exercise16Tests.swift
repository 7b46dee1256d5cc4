// Exercise 16: The view model renames — the rules your code must keep.

import ApplicationServices
import Entities
import ExerciseSupport
import Persistence
import Repositories
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise16Solution
#else
  import Exercise16
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// A store that counts the calls made to it, so a test can prove nothing was asked.
private actor CountingStore: UserRepository {
  private let store = InMemoryUserRepository()
  /// How many calls the store has answered.
  private(set) var calls = 0

  func save(_ user: User) async throws {
    calls += 1
    try await store.save(user)
  }
  func find(id: UserId) async -> User? {
    calls += 1
    return await store.find(id: id)
  }
  func find(name: UserName) async -> User? {
    calls += 1
    return await store.find(name: name)
  }
  func findAll() async -> [User] {
    calls += 1
    return await store.findAll()
  }
  func delete(_ user: User) async throws {
    calls += 1
    try await store.delete(user)
  }
}

/// The application service over `repository`, with 김철수 as `user-1` and 박영희 as `user-2`.
private func serviceWithTwoUsers(over repository: any UserRepository) async throws
  -> UserApplicationService
{
  let service = UserApplicationService(
    repository: repository, idGenerator: try SequentialUserIdGenerator(prefix: "user"))
  _ = try await service.register(RegisterUserCommand(name: "김철수"))
  _ = try await service.register(RegisterUserCommand(name: "박영희"))
  return service
}

@MainActor
@Suite("Exercise 16: The view model renames")
struct Exercise16Tests {
  @Test("renaming the shown user shows the new name, and the store has it")
  func renames() async throws {
    let store = InMemoryUserRepository()
    let screen = ProfileScreenModel(service: try await serviceWithTwoUsers(over: store))
    await screen.load(id: "user-1")

    await screen.rename(to: "김영수")

    #expect(screen.state == .loaded(name: "김영수"))
    #expect(try await store.find(id: UserId("user-1"))?.name.value == "김영수")
  }

  @Test("a taken name fails with the application's duplicate message, and the old name stays")
  func takenName() async throws {
    let store = InMemoryUserRepository()
    let screen = ProfileScreenModel(service: try await serviceWithTwoUsers(over: store))
    await screen.load(id: "user-1")

    await screen.rename(to: "박영희")

    #expect(screen.state == .failed(UserApplicationError.duplicateName("박영희").description))
    #expect(try await store.find(id: UserId("user-1"))?.name.value == "김철수")
  }

  @Test("a name that breaks the user-name rule fails with the rule's own message")
  func invalidName() async throws {
    let store = InMemoryUserRepository()
    let screen = ProfileScreenModel(service: try await serviceWithTwoUsers(over: store))
    await screen.load(id: "user-1")
    let rule = UserName.ValidationError.tooShort(input: "이민", count: 2)

    await screen.rename(to: "이민")

    #expect(screen.state == .failed(rule.description))
    #expect(try await store.find(id: UserId("user-1"))?.name.value == "김철수")
  }

  @Test("renaming before any user is shown fails with a message and asks the service nothing")
  func nothingShown() async throws {
    let store = CountingStore()
    let screen = ProfileScreenModel(service: try await serviceWithTwoUsers(over: store))
    let callsBefore = await store.calls

    await screen.rename(to: "김영수")

    #expect(screen.state == .failed(ProfileScreenModel.nothingShown))
    #expect(await store.calls == callsBefore)
  }

  @Test("the view model checks no rule: no repository, no UserName, no counting")
  func checksNoRule() throws {
    let found = try code.lines(
      matching:
        #"Repository|\bUserName\b|\.count\b|import (Repositories|ValueObjects|Entities|Persistence)"#
    )
    #expect(
      found.isEmpty,
      """
      the view model checks a rule itself (a repository, UserName or counting); the \
      application service does: \(found.joined(separator: "; "))
      """)
  }
}
