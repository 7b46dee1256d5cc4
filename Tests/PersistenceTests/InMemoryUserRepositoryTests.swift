// Chapter 4 — Repositories: the in-memory implementation (RE-5). Docs/04-repositories.md

import Entities
import Persistence
import TestSupport
import Testing
import ValueObjects

@Suite("In-memory user repository (RE-5)")
struct InMemoryUserRepositoryTests {
  @Test("an in-memory repository can start with users, indexed by id and by name")
  func seeded() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let repository = InMemoryUserRepository([kim])

    #expect(await repository.find(id: kim.id) == kim)
    #expect(await repository.find(name: kim.name) == kim)
  }

  @Test("the stored user is a value: a caller's later changes to its own copy are not seen")
  func savedValueIsCopied() async throws {
    let repository = InMemoryUserRepository()
    var user = try Fixtures.user("user-1", named: "김철수")
    try await repository.save(user)

    user.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(30))

    #expect(await repository.find(id: user.id)?.name.value == "김철수")
    #expect(try await repository.find(name: Fixtures.name("박영희")) == nil)
  }
}
