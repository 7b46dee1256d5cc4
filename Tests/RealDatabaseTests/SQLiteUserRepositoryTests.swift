// Chapter 12 — Real databases: what the SQLite user repository adds to the contract suites it
// passes unchanged (UserRepositoryContractTests, IntegrityContractTests,
// EventsKeptContractTests): one transaction for a row and its events, migrations over
// stored users, a newer file refused, two connections on one file (DB-2 … DB-5, DB-8).
// Docs/modules.md

import Entities
import Foundation
import Repositories
import SQLPersistence
import SQLiteEngine
import TestSupport
import Testing
import ValueObjects

@Suite("The SQLite user store keeps its rules in the database (DB-2, DB-3, DB-4, DB-5, DB-8)")
struct SQLiteUserRepositoryTests {
  @Test(
    "a refused save stores none of its events: the user's row and its events are one transaction")
  func refusedSaveStoresNoEvents() async throws {
    try await withTemporaryDirectory { directory in
      let store = try SQLiteUserRepository(path: directory.appendingPathComponent("u.sqlite").path)
      let kim = User.register(
        id: try Fixtures.id("user-1"), name: try Fixtures.name("김철수"), at: Fixtures.instant(1))
      try await store.save(kim)
      let rival = User.register(
        id: try Fixtures.id("user-2"), name: try Fixtures.name("김철수"), at: Fixtures.instant(2))

      await #expect(throws: UserSaveConflict.nameTaken(try Fixtures.name("김철수"))) {
        try await store.save(rival)
      }
      #expect(try await store.storedEvents() == kim.recordedEvents)
    }
  }

  @Test("a file written by the first schema, holding users, is migrated and its users still load")
  func migratesStoredUsers() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("u.sqlite").path
      do {
        // The file as the first version of the repository left it: users, no outbox yet.
        let old = try SQLiteConnection(path: path, migrations: Array(UserSchema.sqlite.prefix(1)))
        try old.execute(
          """
          INSERT INTO users (id, name, status_message, type, created_at, version)
          VALUES ('user-1', '김철수', '안녕', 'premium', 1700000000.5, 3)
          """)
      }

      let store = try SQLiteUserRepository(path: path)
      var kim = try #require(try await store.find(name: Fixtures.name("김철수")))
      #expect(kim.version == 3)
      #expect(kim.type == .premium)
      kim.changeStatusMessage(to: try StatusMessage("migrated"), at: Fixtures.instant(5))
      try await store.save(kim)

      #expect(try await store.find(id: kim.id)?.version == 4)
      #expect(try await store.storedEvents() == kim.recordedEvents)
      #expect(
        try SQLiteConnection(path: path).schemaVersion(owner: "users") == UserSchema.sqlite.count)
    }
  }

  @Test("a file from a newer version of the program is refused with schemaTooNew, naming it")
  func newerFileRefused() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("u.sqlite").path
      let future =
        UserSchema.sqlite + [
          SQLiteMigration(
            owner: "users", number: UserSchema.sqlite.count + 1, sql: "CREATE TABLE later (x)")
        ]
      _ = try SQLiteConnection(path: path, migrations: future)

      #expect(
        throws: SQLiteError.schemaTooNew(
          path: path, owner: "users", found: future.count, known: UserSchema.sqlite.count)
      ) {
        try SQLiteUserRepository(path: path)
      }
    }
  }

  @Test("a stored row that breaks a rule of the model is refused by name, never loaded")
  func invalidRowRefused() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("u.sqlite").path
      let store = try SQLiteUserRepository(path: path)
      try SQLiteConnection(path: path).execute(
        """
        INSERT INTO users (id, name, status_message, type, created_at, version)
        VALUES ('user-1', 'x', '', 'normal', 0, 1)
        """)

      await #expect {
        try await store.findAll()
      } throws: { error in
        guard case .invalidRow(path, "users", "user-1", "name", _) = error as? UserRowError else {
          return false
        }
        return true
      }
    }
  }

  @Test("two stores on one file, as two processes, race 200 saves under 10 names: one user each")
  func twoConnectionsKeepNamesUnique() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("u.sqlite").path
      let stores = [try SQLiteUserRepository(path: path), try SQLiteUserRepository(path: path)]

      let refused = try await withThrowingTaskGroup(of: Bool.self) { group in
        for index in 0..<200 {
          let user = try Fixtures.user("user-\(index)", named: "name \(index % 10)")
          group.addTask {
            do {
              try await stores[index % 2].save(user)
              return false
            } catch let conflict as UserSaveConflict {
              return conflict == .nameTaken(user.name)
            }
          }
        }
        return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }

      #expect(refused == 190)
      #expect(Set(try await stores[1].findAll().map(\.name.value)).count == 10)
    }
  }
}
