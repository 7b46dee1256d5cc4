// Chapter 12 — Real databases (DB-1, DB-9): the SQLite and PostgreSQL stores in the
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
