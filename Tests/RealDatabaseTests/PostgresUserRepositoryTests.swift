// Chapter 12 — Real databases: what the PostgreSQL user repository adds to the contract suites
// it passes unchanged: several app instances on one server, one transaction for a row and
// its events (DB-5, DB-6). Docs/modules.md

import Entities
import Foundation
import Repositories
import SQLPersistence
import TestSupport
import Testing
import ValueObjects

@Suite("Several app instances share one PostgreSQL and keep every rule (DB-5, DB-6)")
struct PostgresUserRepositoryTests {
  @Test(
    "three instances on one server race 300 saves under 10 names: exactly one user per name",
    .enabled(if: TestDatabase.postgresURL != nil, Comment(rawValue: TestDatabase.skipReason)))
  func instancesKeepNamesUnique() async throws {
    try await withInstances(3) { instances in
      let refused = try await withThrowingTaskGroup(of: Bool.self) { group in
        for index in 0..<300 {
          let user = try Fixtures.user("user-\(index)", named: "name \(index % 10)")
          group.addTask {
            do {
              try await instances[index % 3].save(user)
              return false
            } catch let conflict as UserSaveConflict {
              return conflict == .nameTaken(user.name)
            }
          }
        }
        return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }

      #expect(refused == 290)
      #expect(Set(try await instances[0].findAll().map(\.name.value)).count == 10)
    }
  }

  @Test(
    "of two instances changing one read of a user at once, one wins and the other is stale",
    .enabled(if: TestDatabase.postgresURL != nil, Comment(rawValue: TestDatabase.skipReason)))
  func instancesRaceOneUser() async throws {
    try await withInstances(2) { instances in
      try await instances[0].save(try Fixtures.user("user-1", named: "김철수"))
      let read = try #require(try await instances[0].find(id: Fixtures.id("user-1")))

      let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
        for (index, name) in ["박영희", "이민수"].enumerated() {
          var copy = read
          copy.changeName(to: try Fixtures.name(name), at: Fixtures.instant(10))
          group.addTask {
            do {
              try await instances[index].save(copy)
              return true
            } catch UserSaveConflict.staleVersion(_, 1, 2) {
              return false
            }
          }
        }
        return try await group.reduce(into: [Bool]()) { $0.append($1) }
      }

      #expect(outcomes.count == 2)
      #expect(outcomes.filter { $0 }.count == 1)
      #expect(try await instances[1].find(id: read.id)?.version == 2)
    }
  }

  @Test(
    "a refused save stores none of its events on the server either",
    .enabled(if: TestDatabase.postgresURL != nil, Comment(rawValue: TestDatabase.skipReason)))
  func refusedSaveStoresNoEvents() async throws {
    try await withInstances(1) { instances in
      let kim = User.register(
        id: try Fixtures.id("user-1"), name: try Fixtures.name("김철수"), at: Fixtures.instant(1))
      try await instances[0].save(kim)
      let rival = User.register(
        id: try Fixtures.id("user-2"), name: try Fixtures.name("김철수"), at: Fixtures.instant(2))

      await #expect(throws: UserSaveConflict.nameTaken(try Fixtures.name("김철수"))) {
        try await instances[0].save(rival)
      }
      #expect(try await instances[0].storedEvents() == kim.recordedEvents)
    }
  }

  /// Runs `body` with `count` repositories, each with its own connection, on one new schema.
  private func withInstances(
    _ count: Int, _ body: ([PostgresUserRepository]) async throws -> Void
  ) async throws {
    let url = try #require(TestDatabase.postgresURL)
    let schema = TestDatabase.uniqueSchema()
    defer { dropSchema(schema, url: url) }
    try await body(
      try (0..<count).map { _ in try PostgresUserRepository(url: url, schema: schema) })
  }
}
