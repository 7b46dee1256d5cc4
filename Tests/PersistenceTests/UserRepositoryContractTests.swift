// Chapter 4 — Repositories: the contract every UserRepository keeps (RE-3, RE-4, RE-5,
// RE-7), and why storage hides behind the port at all (RE-1, RE-9). Docs/04-repositories.md
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
      var user = try Fixtures.user("user-1", named: "김철수")
      try await repository.save(user)

      user.changeStatusMessage(to: try StatusMessage("updated"))
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
      var user = try Fixtures.user("user-1", named: "김철수")
      try await repository.save(user)

      user.changeName(to: try Fixtures.name("박영희"))
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
      var first = try Fixtures.user("user-1", named: "김철수")
      try await repository.save(first)
      first.changeName(to: try Fixtures.name("박영희"))
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

      try await repository.delete(id: kim.id)

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

      try await repository.delete(id: Fixtures.id("nobody"))
      try await repository.delete(id: kim.id)
      try await repository.delete(id: kim.id)

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
    "the repository stores names as given and does not refuse duplicates; the first created is found",
    arguments: UserRepositoryFactory.all)
  func duplicatesAreNotTheRepositorysConcern(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let later = try Fixtures.user("user-1", named: "김철수", createdAfter: 5)
      let earlier = try Fixtures.user("user-2", named: "김철수", createdAfter: 1)
      try await repository.save(later)
      try await repository.save(earlier)

      #expect(try await repository.find(name: Fixtures.name("김철수")) == earlier)
      try await repository.delete(id: earlier.id)
      #expect(try await repository.find(name: Fixtures.name("김철수")) == later)
    }
  }

  @Test(
    "a user returned by the repository is a copy: changing it changes nothing stored until it is saved",
    arguments: UserRepositoryFactory.all)
  func returnedUsersDoNotAlias(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))

      var loaded = try #require(try await repository.find(id: Fixtures.id("user-1")))
      loaded.changeName(to: try Fixtures.name("박영희"))

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

@Suite("Storage hides behind the port (RE-1, RE-9)")
struct StorageBehindThePortTests {
  /// RE-1's "before": the same registration with the datastore inlined.
  ///
  /// Paths, JSON and file writes crowd out the two lines about users, and it can only run
  /// against a disk.
  private func registerBefore(_ name: String, id: String, in folder: URL) throws -> Bool {
    let file = folder.appendingPathComponent("users.json")
    var rows: [[String: String]] = []
    if let data = try? Data(contentsOf: file),
      let decoded = try JSONSerialization.jsonObject(with: data) as? [[String: String]]
    {
      rows = decoded
    }
    if rows.contains(where: { $0["name"] == name }) { return false }
    rows.append(["id": id, "name": name])
    try JSONSerialization.data(withJSONObject: rows).write(to: file)
    return true
  }

  @Test("storage code inside a use case ties it to a disk; behind the port it runs on any store")
  func beforeNeedsADisk() async throws {
    // Given no folder to write to
    let nowhere = FileManager.default.temporaryDirectory
      .appendingPathComponent("dddworkshop-no-such-folder-\(UUID().uuidString)")

    // Then the "before" registration cannot even run: its storage is part of it
    #expect(throws: (any Error).self) { try registerBefore("김철수", id: "user-1", in: nowhere) }

    // While the "after" one runs, unchanged, on a store that touches no disk at all
    let memory = InMemoryUserRepository()
    #expect(try await register("김철수", id: "user-1", in: memory))
    #expect(try await !register("김철수", id: "user-2", in: memory))
    #expect(await memory.findAll().map(\.id.value) == ["user-1"])
  }

  @Test(
    "behind the port a use case says what it does: its only requests are find by name, then save")
  func afterShowsIntent() async throws {
    // Given a spy in place of the datastore
    let spy = SpyUserRepository()

    // When the "after" registration runs
    _ = try await register("김철수", id: "user-1", in: spy)

    // Then everything it asked of storage is two requests in the domain's words
    let name = try Fixtures.name("김철수")
    #expect(await spy.calls == [.findByName(name), .save(try Fixtures.id("user-1"))])
  }

  @Test(
    "a one-shot load is an async request: the caller waits while the store works, then gets exactly one answer"
  )
  func oneShotLoadAnswersOnce() async throws {
    // Given a store that will hold the next read until the test lets it go
    let kim = try Fixtures.user("user-1", named: "김철수")
    let store = GatedUserRepository([kim])
    let answers = AnswerCount()
    await store.holdNextRead()

    // When a caller asks for the user through the port, whose loads are `async throws`
    let port: any UserRepository = store
    let request = Task {
      let user = try await port.find(id: kim.id)
      await answers.record()
      return user
    }
    await store.waitUntilHeld()

    // Then, while the store works, the caller has no answer: it is suspended, not called back
    #expect(await answers.count == 0)

    // And once the store answers, the caller gets that answer, exactly once
    await store.release()
    #expect(try await request.value == kim)
    #expect(await answers.count == 1)
  }

  /// A registration written only against the port: no paths, no formats, no SQL.
  private func register(_ name: String, id: String, in repository: any UserRepository) async throws
    -> Bool
  {
    let user = try Fixtures.user(id, named: name)
    if try await repository.find(name: user.name) != nil { return false }
    try await repository.save(user)
    return true
  }

  @Test(
    "a use case written against the repository protocol reaches the same outcome on every store",
    arguments: UserRepositoryFactory.all)
  func sameUseCaseEveryStore(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let outcomes = [
        try await register("김철수", id: "user-1", in: repository),
        try await register("박영희", id: "user-2", in: repository),
        try await register("김철수", id: "user-3", in: repository),
      ]
      #expect(outcomes == [true, true, false])
      #expect(try await repository.findAll().map(\.id.value) == ["user-1", "user-2"])
    }
  }

  @Test("a load or save is one async call that answers or throws to its caller, once")
  func requestResponse() async throws {
    try await withTemporaryDirectory { directory in
      let faults = SimulatedFaults()
      let repository: any UserRepository = try FileUserRepository(
        directory: directory, simulatedFaults: faults)
      let kim = try Fixtures.user("user-1", named: "김철수")

      faults.failNext(.sync)
      await #expect(throws: FileUserRepository.StorageError.self) { try await repository.save(kim) }
      try await repository.save(kim)  // the next request is answered on its own

      #expect(try await repository.find(id: kim.id) == kim)
    }
  }
}

/// How many answers a caller received.
private actor AnswerCount {
  private(set) var count = 0
  func record() { count += 1 }
}
