// Chapter 7 — Beyond the basics: AD-1, factories. Docs/07-beyond-the-basics.md

import ApplicationServices
import Entities
import ExampleSupport
import Factories
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

@Suite("A factory holds the knowledge of creating users (AD-1)")
struct FactoryTests {
  @Test("a factory gives every new user a new id and the current instant")
  func newIdsAndInstants() throws {
    let factory = try DeterministicUserFactory(startingAt: Fixtures.instant(0))

    let first = try factory.makeUser(named: Fixtures.name("김철수"))
    let second = try factory.makeUser(named: Fixtures.name("박영희"))

    #expect(first.id.value == "user-1")
    #expect(second.id.value == "user-2")
    #expect(first.createdAt == Fixtures.instant(0))
    #expect(second.createdAt == Fixtures.instant(1))
  }

  @Test("registration asks the injected factory instead of building ids itself")
  func registrationUsesTheFactory() async throws {
    let factory = try DeterministicUserFactory(prefix: "member", startingAt: Fixtures.instant(0))
    let service = UserApplicationService(
      repository: InMemoryUserRepository(), makeUser: factory.makeUser(named:))

    let data = try await service.register(RegisterUserCommand(name: "김철수"))

    #expect(data.id == "member-1")
    #expect(data.createdAt == Fixtures.instant(0))
  }

  @Test("a file-backed factory keeps counting across restarts, so ids never repeat")
  func fileSequenceSurvivesRestarts() async throws {
    try await withTemporaryDirectory { directory in
      let name = try Fixtures.name("김철수")
      let before = try FileSequenceUserFactory(directory: directory, now: { Fixtures.instant(0) })
      let ids = try (0..<3).map { _ in try before.makeUser(named: name).id.value }

      let restarted = try FileSequenceUserFactory(
        directory: directory, now: { Fixtures.instant(0) })
      let next = try restarted.makeUser(named: name).id.value

      #expect(ids == ["user-1", "user-2", "user-3"])
      #expect(next == "user-4")
    }
  }

  @Test("concurrent callers of a file-backed factory never get the same id")
  func fileSequenceIsExclusive() async throws {
    try await withTemporaryDirectory { directory in
      let factory = try FileSequenceUserFactory(directory: directory, now: { Fixtures.instant(0) })
      let name = try Fixtures.name("김철수")
      let ids = try await withThrowingTaskGroup(of: String.self) { group in
        for _ in 0..<50 { group.addTask { try factory.makeUser(named: name).id.value } }
        return try await group.reduce(into: Set<String>()) { $0.insert($1) }
      }
      #expect(ids.count == 50)
    }
  }

  @Test("swapping the factory changes the ids, not the registration code")
  func swappingFactories() async throws {
    try await withTemporaryDirectory { directory in
      let repository = InMemoryUserRepository()
      let numbered = UserApplicationService(
        repository: repository,
        makeUser: try FileSequenceUserFactory(directory: directory).makeUser(named:))
      let random = UserApplicationService(
        repository: repository, makeUser: SystemUserFactory().makeUser(named:))

      let first = try await numbered.register(RegisterUserCommand(name: "김철수"))
      let second = try await random.register(RegisterUserCommand(name: "박영희"))

      #expect(first.id == "user-1")
      #expect(second.id.count == 36)  // a UUID
    }
  }
}
