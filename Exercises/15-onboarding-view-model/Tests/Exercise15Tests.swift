// Exercise 15: The member list invites the first member — the rules your code must keep.

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

/// The disk failure a broken store reports.
private struct DiskFull: Error, CustomStringConvertible {
  var description: String { "the disk is full" }
}

/// A store that notes what the screen shows at the moment the use case reads from it, and
/// can be broken.
private actor WatchedStore: UserRepository {
  private let store = InMemoryUserRepository()
  private var screen: MemberListScreenModel?
  private var broken = false
  /// What the screen showed during each `findAll()`.
  private(set) var shownWhileReading: [MemberListScreenModel.State] = []

  func watch(_ screen: MemberListScreenModel) { self.screen = screen }
  func breakDown() { broken = true }

  func findAll() async throws -> [User] {
    if let screen { shownWhileReading.append(await screen.state) }
    if broken { throw DiskFull() }
    return await store.findAll()
  }

  func save(_ user: User) async throws { try await store.save(user) }
  func find(id: UserId) async -> User? { await store.find(id: id) }
  func find(name: UserName) async -> User? { await store.find(name: name) }
  func delete(_ user: User) async throws { try await store.delete(user) }
}

/// The application service over `repository`, with `names` registered in that order.
private func service(over repository: any UserRepository, registering names: [String] = [])
  async throws -> UserApplicationService
{
  let service = UserApplicationService(
    repository: repository, idGenerator: try SequentialUserIdGenerator(prefix: "user"))
  for name in names {
    _ = try await service.register(RegisterUserCommand(name: name))
  }
  return service
}

@MainActor
@Suite("Exercise 15: The member list invites the first member")
struct Exercise15Tests {
  @Test("the screen shows 'loading' while the use case runs")
  func loadingWhileRunning() async throws {
    let store = WatchedStore()
    let screen = MemberListScreenModel(service: try await service(over: store))
    await store.watch(screen)

    await screen.load()

    #expect(await store.shownWhileReading == [.loading])
  }

  @Test("the members are shown by name, in the order the service answers: oldest first")
  func membersInTheServicesOrder() async throws {
    let screen = MemberListScreenModel(
      service: try await service(over: InMemoryUserRepository(), registering: ["박영희", "김철수"]))

    await screen.load()

    #expect(screen.state == .members(["박영희", "김철수"]))
  }

  @Test("nobody registered is not an error: the screen invites the first member")
  func emptyListInvitesTheFirstMember() async throws {
    let screen = MemberListScreenModel(service: try await service(over: InMemoryUserRepository()))

    await screen.load()

    #expect(screen.state == .inviteFirstMember)
  }

  @Test("a failure is shown with the application's own message, passed through unchanged")
  func failureShowsTheApplicationsMessage() async throws {
    let store = WatchedStore()
    let application = try await service(over: store, registering: ["김철수"])
    await store.breakDown()
    let message = try #require(
      await #expect(throws: UserApplicationError.self) { try await application.listAll() }
    ).description
    let screen = MemberListScreenModel(service: application)

    await screen.load()

    #expect(screen.state == .failed(message))
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
