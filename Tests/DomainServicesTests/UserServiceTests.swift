// Chapter 3 — Domain services: DS-1 … DS-4, and the repository as the domain's port
// (RE-2). Docs/03-domain-services.md

import DomainServices
import Entities
import Persistence
import TestSupport
import Testing
import ValueObjects

/// The smallest answer to the service's one question: a list of users, no repository.
private struct UserList: UserNameLookup {
  let users: [User]

  func find(name: UserName) -> User? { users.first { $0.name == name } }
}

@Suite("The duplicate-name check, a domain service (DS-1 … DS-4, RE-2)")
struct UserServiceTests {
  @Test("the duplicate check needs only a way to find a user by name, not a repository")
  func anyLookupWillDo() async throws {
    // Given users held in a plain list that answers UserNameLookup's one question
    let kim = try Fixtures.user("user-1", named: "김철수")
    let service = UserService(repository: UserList(users: [kim]))

    // Then the same rule holds as over a repository
    #expect(try await service.isDuplicate(Fixtures.user("user-2", named: "김철수")))
    #expect(try await !service.isDuplicate(kim))
  }

  @Test("a new user whose name another user already has is a duplicate")
  func takenNameIsDuplicate() async throws {
    // Given a stored user named 김철수
    let repository = InMemoryUserRepository([try Fixtures.user("user-1", named: "김철수")])
    let service = UserService(repository: repository)

    // When a new user with the same name asks the domain service
    let newcomer = try Fixtures.user("user-2", named: "김철수")

    // Then the name is taken
    #expect(try await service.isDuplicate(newcomer))
  }

  @Test("a user whose name nobody has is not a duplicate")
  func freeNameIsNotDuplicate() async throws {
    let repository = InMemoryUserRepository([try Fixtures.user("user-1", named: "김철수")])
    let service = UserService(repository: repository)

    #expect(try await !service.isDuplicate(Fixtures.user("user-2", named: "박영희")))
  }

  @Test("a user keeping its own name is not a duplicate of itself")
  func keepingOwnNameIsNotDuplicate() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let service = UserService(repository: InMemoryUserRepository([kim]))

    var sameUserNewStatus = kim
    sameUserNewStatus.changeStatusMessage(to: .empty)
    #expect(try await !service.isDuplicate(sameUserNewStatus))
  }

  @Test("renaming to a name another user holds is a duplicate; renaming to a free one is not")
  func renameChecks() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let park = try Fixtures.user("user-2", named: "박영희")
    let service = UserService(repository: InMemoryUserRepository([kim, park]))

    var renamed = kim
    renamed.changeName(to: park.name)
    #expect(try await service.isDuplicate(renamed))

    renamed.changeName(to: try Fixtures.name("이민수"))
    #expect(try await !service.isDuplicate(renamed))
  }

  @Test("what 'duplicate' means is decided by the service; the repository only finds by name")
  func knowledgeLivesInTheService() async throws {
    // The spy answers find(name:) like any repository; it knows nothing of duplicates.
    let kim = try Fixtures.user("user-1", named: "김철수")
    let spy = SpyUserRepository([kim])
    let service = UserService(repository: spy)

    _ = try await service.isDuplicate(try Fixtures.user("user-2", named: "김철수"))

    #expect(await spy.calls == [.findByName(kim.name)])
  }

  @Test("the domain service stores nothing: saving is the application's step, not a domain rule")
  func serviceNeverWrites() async throws {
    let spy = SpyUserRepository([try Fixtures.user("user-1", named: "김철수")])
    let service = UserService(repository: spy)

    _ = try await service.isDuplicate(try Fixtures.user("user-2", named: "김철수"))
    _ = try await service.isDuplicate(try Fixtures.user("user-3", named: "박영희"))

    #expect(await spy.writes.isEmpty)
  }

  @Test("the service depends only on the UserRepository protocol, so any implementation plugs in")
  func protocolIsThePort() async throws {
    // A test double and the in-memory store give the same answer through the same port.
    let kim = try Fixtures.user("user-1", named: "김철수")
    let newcomer = try Fixtures.user("user-2", named: "김철수")
    let viaSpy = UserService(repository: SpyUserRepository([kim]))
    let viaMemory = UserService(repository: InMemoryUserRepository([kim]))

    #expect(try await viaSpy.isDuplicate(newcomer) == viaMemory.isDuplicate(newcomer))
  }

  @Test("behaviour that belongs to one user stays on the user: renaming needs no service")
  func behaviourStaysOnTheEntity() throws {
    // The anemic alternative (a service that sets `user.name`) is shown in the example
    // `swift run domain-services`; here the entity renames itself, enforcing its rules.
    var user = try Fixtures.user("user-1", named: "김철수")
    user.changeName(to: try Fixtures.name("박영희"))
    #expect(user.name.value == "박영희")
  }
}
