// Exercise 15: The view model offers onboarding — the rules your code must keep.

import ApplicationServices
import Entities
import ExerciseSupport
import Persistence
import Repositories
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise15Solution
#else
  import Exercise15
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// A store that notes what the screen shows at the moment the use case reads from it.
private actor WatchedStore: UserRepository {
  private let store = InMemoryUserRepository()
  private var screen: ProfileScreenModel?
  /// What the screen showed during each `find(id:)`.
  private(set) var shownWhileReading: [ProfileScreenModel.State] = []

  func watch(_ screen: ProfileScreenModel) { self.screen = screen }

  func find(id: UserId) async -> User? {
    if let screen { shownWhileReading.append(await screen.state) }
    return await store.find(id: id)
  }

  func save(_ user: User) async throws { try await store.save(user) }
  func find(name: UserName) async -> User? { await store.find(name: name) }
  func findAll() async -> [User] { await store.findAll() }
  func delete(_ user: User) async throws { try await store.delete(user) }
}

/// The application service over `repository`, with 김철수 registered as `user-1`.
private func serviceWithKim(over repository: any UserRepository) async throws
  -> UserApplicationService
{
  let service = UserApplicationService(
    repository: repository, idGenerator: try SequentialUserIdGenerator(prefix: "user"))
  _ = try await service.register(RegisterUserCommand(name: "김철수"))
  return service
}

@MainActor
@Suite("Exercise 15: The view model offers onboarding")
struct Exercise15Tests {
  @Test("the screen shows 'loading' while the use case runs")
  func loadingWhileRunning() async throws {
    let store = WatchedStore()
    let screen = ProfileScreenModel(service: try await serviceWithKim(over: store))
    await store.watch(screen)

    await screen.load(id: "user-1")

    #expect(await store.shownWhileReading == [.loading])
  }

  @Test("a user who exists is shown by name")
  func knownUserIsLoaded() async throws {
    let screen = ProfileScreenModel(
      service: try await serviceWithKim(over: InMemoryUserRepository()))

    await screen.load(id: "user-1")

    #expect(screen.state == .loaded(name: "김철수"))
  }

  @Test("a user who does not exist makes the screen offer onboarding, not an error")
  func unknownUserNeedsOnboarding() async throws {
    let screen = ProfileScreenModel(
      service: try await serviceWithKim(over: InMemoryUserRepository()))

    await screen.load(id: "user-9")

    #expect(screen.state == .needsOnboarding)
  }

  @Test("an invalid id fails with the id rule's own message, passed through unchanged")
  func invalidIdFails() async throws {
    let screen = ProfileScreenModel(
      service: try await serviceWithKim(over: InMemoryUserRepository()))
    let rule = UserId.ValidationError.disallowedCharacter(input: "../x", character: ".")

    await screen.load(id: "../x")

    #expect(screen.state == .failed(rule.description))
  }

  @Test("the view model talks only to the application service: no repository, no UserName")
  func onlyTheApplicationService() throws {
    let found = try code.lines(
      matching: #"Repository|\bUserName\b|import (Repositories|ValueObjects|Entities|Persistence)"#)
    #expect(
      found.isEmpty,
      """
      the view model reaches past the application service (a repository, UserName or a \
      lower module): \(found.joined(separator: "; "))
      """)
  }
}
