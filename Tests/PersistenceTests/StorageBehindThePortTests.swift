// Chapter 4 — Repositories: why storage hides behind the port at all (RE-1), and why its
// requests are async/await (RE-9). Docs/04-repositories.md

import Entities
import Foundation
import JournalEngine
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

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

    // While the "after" one runs, unchanged, on a repository that touches no disk at all
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
    // Given a repository that will hold the next read until the test lets it go
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

    // Then, while the repository works, the caller has no answer: it is suspended, not called back
    #expect(await answers.count == 0)

    // And once the repository answers, the caller gets that answer, exactly once
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
