// Chapter 12 — Real databases (DB-1, DB-9): the SQLite and PostgreSQL repositories in the
// contract suites of chapters 4, 8 and 9, which run on them unchanged.
// Docs/modules.md
//
// SQLite runs in every `swift test`, one file in a temporary folder per test. PostgreSQL
// runs when `TestDatabase.postgresURL` names a server, each test in a schema of its own,
// dropped after; RealDatabaseTests' gate says when it did not, and fails in CI.

import Entities
import Foundation
import PostgresEngine
import SQLPersistence
import TestSupport

extension UserRepositoryFactory {
  // region: sqlite-factory
  /// A SQLite database file in a fresh temporary folder, one per test.
  static let sqlite = UserRepositoryFactory(name: "SQLite") { body in
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("users.sqlite").path
      try await body(try SQLiteUserRepository(path: path))
    }
  }
  // endregion

  /// A PostgreSQL schema of its own on the test server, one per test.
  static let postgres = UserRepositoryFactory(name: "PostgreSQL") { body in
    try await withPostgresSchema { url, schema in
      try await body(try PostgresUserRepository(url: url, schema: schema))
    }
  }

  /// The database stores: SQLite always, PostgreSQL when a server is given.
  static let databases: [Self] = [.sqlite] + (TestDatabase.postgresURL == nil ? [] : [.postgres])
}

extension EventsKeptContractTests {
  /// The database stores, and how to read back the events each kept.
  static let databaseStores: [Store] =
    [
      Store(name: "SQLite") { body in
        try await withTemporaryDirectory { directory in
          let store = try SQLiteUserRepository(
            path: directory.appendingPathComponent("users.sqlite").path)
          try await body(store) { try await store.storedEvents() }
        }
      }
    ]
    + (TestDatabase.postgresURL == nil
      ? []
      : [
        Store(name: "PostgreSQL") { body in
          try await withPostgresSchema { url, schema in
            let store = try PostgresUserRepository(url: url, schema: schema)
            try await body(store) { try await store.storedEvents() }
          }
        }
      ])
}

extension UnitOfWorkStore {
  /// The database stores' units of work: SQLite always, PostgreSQL when a server is given.
  ///
  /// Each reads back through a second repository on the same database, as another app
  /// instance would.
  static var databases: [Self] {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("dddworkshop-uow-\(UUID().uuidString).sqlite").path
    let sqlite = { @Sendable () throws -> SQLiteUserRepository in
      try SQLiteUserRepository(path: path)
    }
    let stores = [
      UnitOfWorkStore(
        name: "SQLite",
        with: { body in
          defer {
            for suffix in ["", "-wal", "-shm"] {
              try? FileManager.default.removeItem(atPath: path + suffix)
            }
          }
          let store = try sqlite()
          try await body(store) { store.beginUnitOfWork() }
        },
        archived: { id in try await SQLiteWithdrawnUserRepository(sharing: sqlite()).find(id: id) },
        events: { try await sqlite().storedEvents() })
    ]
    guard let url = TestDatabase.postgresURL else { return stores }
    let schema = TestDatabase.uniqueSchema()
    let postgres = { @Sendable () throws -> PostgresUserRepository in
      try PostgresUserRepository(url: url, schema: schema)
    }
    return stores + [
      UnitOfWorkStore(
        name: "PostgreSQL",
        with: { body in
          defer {
            _ = try? PostgresConnection(url: url).execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
          }
          let store = try postgres()
          try await body(store) { store.beginUnitOfWork() }
        },
        archived: { id in
          try await PostgresWithdrawnUserRepository(sharing: postgres()).find(id: id)
        },
        events: { try await postgres().storedEvents() })
    ]
  }
}

/// Runs `body` with the test server's address and a new schema name, dropping the schema
/// after.
func withPostgresSchema(
  _ body: (String, String) async throws -> Void
) async throws {
  guard let url = TestDatabase.postgresURL else { return }
  let schema = TestDatabase.uniqueSchema()
  defer { _ = try? PostgresConnection(url: url).execute("DROP SCHEMA IF EXISTS \(schema) CASCADE") }
  try await body(url, schema)
}
