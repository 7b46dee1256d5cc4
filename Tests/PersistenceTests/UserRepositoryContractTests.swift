// Chapter 4 — Repositories: the contract every UserRepository keeps (RE-3, RE-4, RE-5,
// RE-7). Docs/04-repositories.md
//
// Each test runs once per implementation in `UserRepositoryFactory.all`, so swapping the
// datastore is proven safe by the same suite.

import Entities
import Foundation
import JournalEngine
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("Every user repository keeps the same contract (RE-3, RE-4, RE-5, RE-7)")
struct UserRepositoryContractTests {
  // region: saveThenFind
  @Test(
    "a saved user is found again by id, by name and in the list of all users",
    arguments: UserRepositoryFactory.all)
  func saveThenFind(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let user = try Fixtures.user("user-1", named: "김철수", status: "안녕")

      try await repository.save(user)

      #expect(try await repository.find(id: user.id) == user)
      #expect(try await repository.find(name: user.name) == user)
      #expect(try await repository.findAll() == [user])
    }
  }
  // endregion

  @Test(
    "saving a user with an existing id replaces it", arguments: UserRepositoryFactory.all)
  func saveReplaces(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      // A change starts from the copy the repository gives back: it carries the stored version.
      var user = try #require(try await repository.find(id: UserId("user-1")))

      user.changeStatusMessage(to: try StatusMessage("updated"), at: Fixtures.instant(30))
      try await repository.save(user)

      #expect(try await repository.findAll() == [user])
      #expect(try await repository.find(id: user.id)?.statusMessage.value == "updated")
    }
  }

  @Test(
    "a renamed user is no longer found by its old name, and is found by its new one",
    arguments: UserRepositoryFactory.all)
  func renameMovesNameIndex(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      var user = try #require(try await repository.find(id: UserId("user-1")))

      user.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(30))
      try await repository.save(user)

      #expect(try await repository.find(name: Fixtures.name("김철수")) == nil)
      #expect(try await repository.find(name: Fixtures.name("박영희")) == user)
    }
  }

  @Test(
    "a name freed by a rename is found for the user who takes it next",
    arguments: UserRepositoryFactory.all)
  func freedNameCanBeTaken(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      var first = try #require(try await repository.find(id: UserId("user-1")))
      first.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(30))
      try await repository.save(first)

      let second = try Fixtures.user("user-2", named: "김철수", createdAfter: 1)
      try await repository.save(second)

      #expect(try await repository.find(name: Fixtures.name("김철수")) == second)
      #expect(try await repository.find(name: Fixtures.name("박영희")) == first)
    }
  }

  @Test(
    "a missing user is nil, not an error: the caller decides what absence means",
    arguments: UserRepositoryFactory.all)
  func missingIsNil(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let nobody = try Fixtures.id("nobody")
      #expect(try await repository.find(id: nobody) == nil)
      #expect(try await repository.find(name: Fixtures.name("nobody")) == nil)
      #expect(try await repository.findAll().isEmpty)
    }
  }

  @Test(
    "deleting a user ends its lifecycle: it is found neither by id nor by name",
    arguments: UserRepositoryFactory.all)
  func deleteEndsLifecycle(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let kim = try Fixtures.user("user-1", named: "김철수")
      let park = try Fixtures.user("user-2", named: "박영희", createdAfter: 1)
      try await repository.save(kim)
      try await repository.save(park)

      try await repository.delete(
        Fixtures.withdrawn(try #require(try await repository.find(id: kim.id))))

      #expect(try await repository.find(id: kim.id) == nil)
      #expect(try await repository.find(name: kim.name) == nil)
      #expect(try await repository.findAll() == [park])
    }
  }

  @Test("deleting an unknown user is a no-op", arguments: UserRepositoryFactory.all)
  func deleteUnknownIsNoOp(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let kim = try Fixtures.user("user-1", named: "김철수")
      try await repository.save(kim)

      let stored = Fixtures.withdrawn(try #require(try await repository.find(id: kim.id)))
      try await repository.delete(Fixtures.withdrawn(try Fixtures.user("nobody", named: "아무개")))
      try await repository.delete(stored)
      try await repository.delete(stored)

      #expect(try await repository.findAll().isEmpty)
    }
  }

  @Test(
    "all users are listed oldest first, and by id when created at the same instant",
    arguments: UserRepositoryFactory.all)
  func listOrder(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let newest = try Fixtures.user("a-newest", named: "newest", createdAfter: 60)
      let tieB = try Fixtures.user("b-tie", named: "tie-b", createdAfter: 10)
      let tieA = try Fixtures.user("a-tie", named: "tie-a", createdAfter: 10)
      let oldest = try Fixtures.user("z-oldest", named: "oldest", createdAfter: 0)
      for user in [newest, tieB, tieA, oldest] { try await repository.save(user) }

      #expect(
        try await repository.findAll().map(\.id.value) == [
          "z-oldest", "a-tie", "b-tie", "a-newest",
        ])
    }
  }

  @Test(
    "the repository refuses a second user with a taken name, and the first holder stays found",
    arguments: UserRepositoryFactory.all)
  func duplicatesAreRefused(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let first = try Fixtures.user("user-1", named: "김철수", createdAfter: 5)
      let second = try Fixtures.user("user-2", named: "김철수", createdAfter: 1)
      try await repository.save(first)

      await #expect { try await repository.save(second) } throws: { error in
        (error as? UserSaveConflict) == .nameTaken(try Fixtures.name("김철수"))
      }
      #expect(try await repository.find(name: Fixtures.name("김철수")) == first)
      #expect(try await repository.find(id: second.id) == nil)
    }
  }

  @Test(
    "a user returned by the repository is a copy: changing it changes nothing stored until it is saved",
    arguments: UserRepositoryFactory.all)
  func returnedUsersDoNotAlias(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))

      var loaded = try #require(try await repository.find(id: Fixtures.id("user-1")))
      loaded.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(30))

      #expect(try await repository.find(id: loaded.id)?.name.value == "김철수")
    }
  }

  @Test(
    "every attribute of a user survives a save, including the exact creation instant",
    arguments: UserRepositoryFactory.all)
  func attributesSurvive(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let user = try Fixtures.user(
        "user-1", named: "김철수", status: "첫 줄\n둘째 줄", createdAfter: 0.000_25)

      try await repository.save(user)

      let loaded = try #require(try await repository.find(id: user.id))
      #expect(loaded == user)
      #expect(loaded.createdAt == user.createdAt)
    }
  }

  @Test("concurrent saves from many tasks all arrive", arguments: UserRepositoryFactory.all)
  func concurrentSaves(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let users = try (0..<200).map { try Fixtures.user("user-\($0)", named: "user \($0)") }

      try await withThrowingTaskGroup(of: Void.self) { group in
        for user in users { group.addTask { try await repository.save(user) } }
        try await group.waitForAll()
      }

      #expect(try await repository.findAll().count == 200)
      #expect(try await repository.find(name: Fixtures.name("user 123"))?.id.value == "user-123")
    }
  }
}
