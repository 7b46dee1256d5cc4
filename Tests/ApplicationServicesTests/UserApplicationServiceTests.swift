// Chapter 5 — Application services: AS-1 … AS-4, AS-6. Docs/05-application-services.md

import ApplicationServices
import Entities
import Foundation
import JournalEngine
import Persistence
import TestSupport
import Testing
import ValueObjects

/// A service over an in-memory repository with sequential ids and a fixed clock.
private func makeService(
  _ users: [User] = []
) throws -> (UserApplicationService, InMemoryUserRepository) {
  let repository = InMemoryUserRepository(users)
  let service = UserApplicationService(
    repository: repository, idGenerator: try SequentialUserIdGenerator(),
    now: { Fixtures.instant(0) })
  return (service, repository)
}

@Suite("The user application service's use cases (AS-1 … AS-4, AS-6)")
struct UserApplicationServiceTests {
  // MARK: AS-1 the use cases

  @Test("registering gives the user a new id and the current instant, and stores them")
  func register() async throws {
    let (service, repository) = try makeService()

    let data = try await service.register(RegisterUserCommand(name: "김철수"))

    #expect(
      data == UserData(id: "user-1", name: "김철수", statusMessage: "", createdAt: Fixtures.instant(0))
    )
    #expect(try await repository.find(id: Fixtures.id("user-1"))?.name.value == "김철수")
  }

  @Test("getting a user returns its data, and nil when there is no such user")
  func get() async throws {
    let (service, _) = try makeService([try Fixtures.user("user-1", named: "김철수")])

    #expect(try await service.get(GetUserQuery(id: "user-1"))?.name == "김철수")
    #expect(try await service.get(GetUserQuery(id: "user-9")) == nil)
  }

  @Test("updating changes the name and the status message in one step")
  func updateBoth() async throws {
    let (service, repository) = try makeService([try Fixtures.user("user-1", named: "김철수")])

    let data = try await service.update(
      UpdateUserCommand(id: "user-1", name: "박영희", statusMessage: "안녕하세요"))

    #expect(data.name == "박영희")
    #expect(data.statusMessage == "안녕하세요")
    #expect(try await repository.find(id: Fixtures.id("user-1"))?.name.value == "박영희")
  }

  @Test("updating only the status message keeps the name")
  func updateStatusOnly() async throws {
    let (service, _) = try makeService([try Fixtures.user("user-1", named: "김철수")])

    let data = try await service.update(UpdateUserCommand(id: "user-1", statusMessage: "hi"))

    #expect(data.name == "김철수")
    #expect(data.statusMessage == "hi")
  }

  @Test("listing returns every user, oldest first")
  func list() async throws {
    let (service, _) = try makeService([
      try Fixtures.user("user-2", named: "박영희", createdAfter: 5),
      try Fixtures.user("user-1", named: "김철수", createdAfter: 1),
    ])
    #expect(try await service.listAll().map(\.id) == ["user-1", "user-2"])
  }

  // MARK: AS-4 errors

  @Test("registering a name another user has is refused as a duplicate, and nothing is stored")
  func registerDuplicate() async throws {
    let (service, repository) = try makeService([try Fixtures.user("member-1", named: "김철수")])

    await #expect(throws: UserApplicationError.duplicateName("김철수")) {
      try await service.register(RegisterUserCommand(name: "김철수"))
    }
    #expect(await repository.findAll().count == 1)
  }

  @Test("renaming to a name another user has is refused as a duplicate, and nothing changes")
  func renameDuplicate() async throws {
    let (service, repository) = try makeService([
      try Fixtures.user("user-1", named: "김철수"), try Fixtures.user("user-2", named: "박영희"),
    ])

    await #expect(throws: UserApplicationError.duplicateName("박영희")) {
      try await service.update(UpdateUserCommand(id: "user-1", name: "박영희", statusMessage: "x"))
    }
    #expect(try await repository.find(id: Fixtures.id("user-1"))?.name.value == "김철수")
    #expect(try await repository.find(id: Fixtures.id("user-1"))?.statusMessage.isEmpty == true)
  }

  @Test("renaming a user to its own name is not a duplicate")
  func renameToSameName() async throws {
    let (service, _) = try makeService([try Fixtures.user("user-1", named: "김철수")])
    let data = try await service.update(UpdateUserCommand(id: "user-1", name: "김철수"))
    #expect(data.name == "김철수")
  }

  @Test("registration never replaces an existing user, even when the id generator repeats an id")
  func registerNeverOverwrites() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let (service, repository) = try makeService([kim])

    await #expect(throws: UserApplicationError.idAlreadyInUse("user-1")) {
      try await service.register(RegisterUserCommand(name: "박영희"))
    }
    #expect(await repository.findAll() == [kim])
  }

  @Test("updating a user that does not exist is userNotFound")
  func updateUnknown() async throws {
    let (service, _) = try makeService()
    await #expect(throws: UserApplicationError.userNotFound(id: "user-9")) {
      try await service.update(UpdateUserCommand(id: "user-9", name: "김철수"))
    }
  }

  @Test(
    "input that breaks a rule is refused as invalid, naming the field and the rule",
    arguments: [
      (UpdateUserCommand(id: "../x", name: "김철수"), UserApplicationError.Field.id, "a user id"),
      (UpdateUserCommand(id: "user-1", name: "ab"), .name, "a user name has 3 to 20 characters"),
      (
        UpdateUserCommand(id: "user-1", statusMessage: String(repeating: "a", count: 141)),
        .statusMessage, "a status message has at most 140 characters"
      ),
    ])
  func invalidInput(command: UpdateUserCommand, field: UserApplicationError.Field, rule: String)
    async throws
  {
    let spy = SpyUserRepository([try Fixtures.user("user-1", named: "김철수")])
    let service = UserApplicationService(repository: spy)

    let error = await #expect(throws: UserApplicationError.self) {
      try await service.update(command)
    }

    guard case .invalid(let reportedField, let reason) = error else {
      Issue.record("expected .invalid, got \(String(describing: error))")
      return
    }
    #expect(reportedField == field)
    #expect(reason.hasPrefix(rule))
    #expect(await spy.calls.isEmpty)  // validated before anything was read or written
  }

  @Test("a command with one bad field changes nothing, not even the good field")
  func allOrNothing() async throws {
    let (service, repository) = try makeService([try Fixtures.user("user-1", named: "김철수")])

    await #expect(throws: UserApplicationError.self) {
      try await service.update(
        UpdateUserCommand(id: "user-1", name: "박영희", statusMessage: "bad\u{7}"))
    }
    #expect(try await repository.find(id: Fixtures.id("user-1"))?.name.value == "김철수")
  }

  @Test("a datastore failure reaches the caller as storageFailure, and nothing was written")
  func storageFailure() async throws {
    try await withTemporaryDirectory { directory in
      let faults = SimulatedFaults()
      let store = try FileUserRepository(directory: directory, simulatedFaults: faults)
      let service = UserApplicationService(repository: store)

      faults.failNext(.sync)
      let error = await #expect(throws: UserApplicationError.self) {
        try await service.register(RegisterUserCommand(name: "김철수"))
      }
      guard case .storageFailure = error else {
        Issue.record("expected .storageFailure, got \(String(describing: error))")
        return
      }
      #expect(try await store.findAll().isEmpty)
    }
  }

  @Test("every error message says what went wrong in words a person can act on")
  func messages() {
    #expect(
      UserApplicationError.duplicateName("김철수").description
        == #"the name "김철수" is already taken; choose another"#)
    #expect(
      UserApplicationError.userNotFound(id: "user-9").description == #"no user has the id "user-9""#
    )
  }

  // MARK: AS-2 orchestration only, AS-3 data out

  @Test("the service has no rule of its own: the name rule it reports is UserName's message")
  func rulesComeFromTheDomain() async throws {
    let (service, _) = try makeService()
    let domainMessage = UserName.ValidationError.tooShort(input: "ab", count: 2).description

    await #expect(throws: UserApplicationError.invalid(.name, reason: domainMessage)) {
      try await service.register(RegisterUserCommand(name: "ab"))
    }
  }

  @Test("the duplicate decision is the domain service's: the application only asks it")
  func duplicateDecisionIsDelegated() async throws {
    let spy = SpyUserRepository([try Fixtures.user("user-1", named: "김철수")])
    let service = UserApplicationService(
      repository: spy, idGenerator: try SequentialUserIdGenerator(startingAt: 2))

    _ = try await service.register(RegisterUserCommand(name: "박영희"))

    // The application checks the new id is free, asks UserService about the name, stores.
    #expect(
      await spy.calls == [
        .findById(try Fixtures.id("user-2")), .findByName(try Fixtures.name("박영희")),
        .save(try Fixtures.id("user-2")),
      ])
  }

  @Test("results are plain data: changing a UserData changes nothing stored")
  func resultsAreData() async throws {
    let (service, repository) = try makeService([try Fixtures.user("user-1", named: "김철수")])

    var data = try #require(try await service.get(GetUserQuery(id: "user-1")))
    data.name = "changed"

    #expect(try await repository.find(id: Fixtures.id("user-1"))?.name.value == "김철수")
  }

  // MARK: AS-6 when a use case adds nothing

  @Test("a query that only forwards to the repository returns exactly what the repository holds")
  func forwardingAddsNothing() async throws {
    let users = [
      try Fixtures.user("user-1", named: "김철수"),
      try Fixtures.user("user-2", named: "박영희", createdAfter: 1),
    ]
    let (service, repository) = try makeService(users)

    let viaService = try await service.listAll()
    let direct = await repository.findAll()

    #expect(viaService.map(\.id) == direct.map(\.id.value))
    #expect(viaService.map(\.name) == direct.map(\.name.value))
  }

  @Test(
    "a query that only forwards adds no behaviour: one repository call, no writes, its answer only converted to data, so it needs no use-case type"
  )
  func forwardingNeedsNoUseCase() async throws {
    // Given a spy repository behind the service
    let kim = try Fixtures.user("user-1", named: "김철수")
    let park = try Fixtures.user("user-2", named: "박영희", createdAfter: 1)
    let spy = SpyUserRepository([park, kim])
    let service = UserApplicationService(
      repository: spy, idGenerator: try SequentialUserIdGenerator(), now: { Fixtures.instant(0) })

    // When the forwarding queries run
    let all = try await service.listAll()
    let one = try await service.get(GetUserQuery(id: "user-1"))

    // Then each made exactly one repository request and wrote nothing…
    #expect(await spy.calls == [.findAll, .findById(kim.id)])
    #expect(await spy.writes.isEmpty)

    // …and answered exactly what the repository answered, only converted to UserData:
    // nothing is decided, checked or coordinated, so a use-case type would add ceremony
    #expect(all.map(\.id) == ["user-1", "user-2"])
    #expect(all.map(\.name) == ["김철수", "박영희"])
    #expect(one?.id == "user-1" && one?.name == "김철수")
  }
}
