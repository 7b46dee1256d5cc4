// Chapter 3 — Domain services: DS-1 … DS-4 (DS-3 with its anemic counter-example), and
// the repository as the domain's port (RE-2). Docs/03-domain-services.md

import DomainServices
import Entities
import Persistence
import TestSupport
import Testing
import ValueObjects
import domain_services

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
    sameUserNewStatus.changeStatusMessage(to: .empty, at: Fixtures.instant(30))
    #expect(try await !service.isDuplicate(sameUserNewStatus))
  }

  @Test("renaming to a name another user holds is a duplicate; renaming to a free one is not")
  func renameChecks() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let park = try Fixtures.user("user-2", named: "박영희")
    let service = UserService(repository: InMemoryUserRepository([kim, park]))

    var renamed = kim
    renamed.changeName(to: park.name, at: Fixtures.instant(30))
    #expect(try await service.isDuplicate(renamed))

    renamed.changeName(to: try Fixtures.name("이민수"), at: Fixtures.instant(30))
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

  @Test("the service depends only on the UserNameLookup port, so any implementation plugs in")
  func protocolIsThePort() async throws {
    // A test double and the in-memory repository give the same answer through the same port.
    let kim = try Fixtures.user("user-1", named: "김철수")
    let newcomer = try Fixtures.user("user-2", named: "김철수")
    let viaSpy = UserService(repository: SpyUserRepository([kim]))
    let viaMemory = UserService(repository: InMemoryUserRepository([kim]))

    #expect(try await viaSpy.isDuplicate(newcomer) == viaMemory.isDuplicate(newcomer))
  }

  @Test(
    "names compare exactly as written: Kim and kim are two names, neither a duplicate of the other")
  func caseMatters() async throws {
    // Given a stored user named Kim
    let kim = try Fixtures.user("user-1", named: "Kim")
    let service = UserService(repository: InMemoryUserRepository([kim]))

    // Then kim (and KIM) are other names, free to take
    #expect(try Fixtures.name("kim") != kim.name)
    #expect(try await !service.isDuplicate(Fixtures.user("user-2", named: "kim")))
    #expect(try await !service.isDuplicate(Fixtures.user("user-3", named: "KIM")))
    // …while Kim itself is taken
    #expect(try await service.isDuplicate(Fixtures.user("user-4", named: "Kim")))
  }

  @Test("a name typed as decomposed jamo is the same name as its composed form, so it is taken")
  func canonicalEquivalence() async throws {
    // Given 김철수 stored as three precomposed syllables
    let composed = try Fixtures.user("user-1", named: "\u{AE40}\u{CCA0}\u{C218}")
    let service = UserService(repository: InMemoryUserRepository([composed]))

    // When another user's keyboard sends 김 as the jamo ᄀ + ᅵ + ᆷ
    let decomposed = try Fixtures.user("user-2", named: "\u{1100}\u{1175}\u{11B7}\u{CCA0}\u{C218}")

    // Then it is the same name (Swift compares Strings by canonical equivalence)
    #expect(decomposed.name == composed.name)
    #expect(try await service.isDuplicate(decomposed))
  }

  @Test(
    "a name that only contains a taken name, or is contained in one, is not a duplicate: substring matching is not the rule"
  )
  func noSubstringMatching() async throws {
    let service = UserService(
      repository: InMemoryUserRepository([
        try Fixtures.user("user-1", named: "김철수"), try Fixtures.user("user-2", named: "이민수호"),
        try Fixtures.user("user-3", named: "Kimberly"),
      ]))

    // The articles' `name contains[c] %@` would call every one of these a duplicate
    #expect(try await !service.isDuplicate(Fixtures.user("user-4", named: "김철수님")))
    #expect(try await !service.isDuplicate(Fixtures.user("user-5", named: "민수호")))
    #expect(try await !service.isDuplicate(Fixtures.user("user-6", named: "Kim")))
    #expect(try await !service.isDuplicate(Fixtures.user("user-7", named: "kimberly")))
  }

  @Test("a look-alike of a taken name cannot even be made, so it cannot slip past the check")
  func lookAlikesCannotBeMade() {
    // A zero-width space would make a second 김철수 that is not == to the first (VO-14)
    #expect(throws: UserName.ValidationError.invisibleCharacter(input: "김철수\u{200B}")) {
      try UserName("김철수\u{200B}")
    }
  }

  @Test("in the anemic model the rule can be skipped; a rich User cannot hold a broken name")
  func anemicModelLosesItsRule() throws {
    // Given the anemic counter-example: a bag of data, and a service that holds its rule
    var anemic = AnemicUser(id: "user-1", name: "김철수")
    let changer = AnemicUserNameChanger()

    // When the service is used, the rule holds, but its answer names no rule
    #expect(!changer.changeName(of: &anemic, to: "ab"))
    #expect(!changer.changeName(of: &anemic, to: String(repeating: "가", count: 21)))
    #expect(anemic.name == "김철수")

    // When a caller skips the service, nothing stops a broken name
    anemic.name = "ab"
    #expect(anemic.name == "ab")

    // Then, side by side: the rich User renames itself with no service, takes only a
    // UserName, and "ab" cannot become one, with an error that names the rule
    var user = try Fixtures.user("user-1", named: "김철수")
    let refusal = #expect(throws: UserName.ValidationError.self) {
      user.changeName(to: try UserName("ab"), at: Fixtures.instant(30))
    }
    #expect(refusal?.description.hasPrefix("a user name has 3 to 20 characters") == true)
    #expect(user.name.value == "김철수")
    user.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(30))
    #expect(user.name.value == "박영희")
  }
}
