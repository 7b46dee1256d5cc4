// Chapter 12 — Real databases: PostgreSQL through libpq, against a real server (DB-9).
// Docs/modules.md
//
// The server comes from `TestDatabase.postgresURL` (`.ci/postgres.sh start` makes one).
// Without it the server's tests are skipped and say why; in CI the gate fails instead, so
// a green run in CI means the contract suites ran on PostgreSQL too.

import Foundation
import PostgresEngine
import SQLPersistence
import TestSupport
import Testing

@Suite("PostgreSQL through libpq: typed errors, no password echoed, a real server (DB-9)")
struct PostgresEngineTests {
  static let hasServer = TestDatabase.postgresURL != nil

  @Test(
    "the PostgreSQL suites run against a real server, and CI refuses to skip them",
    .enabled(if: hasServer || TestDatabase.isCI, Comment(rawValue: TestDatabase.skipReason)))
  func serverIsThere() throws {
    let url = try #require(
      TestDatabase.postgresURL,
      "CI=true but no DATABASE_URL: the contract suites did not run on PostgreSQL")
    #expect(try PostgresConnection(url: url).query("SELECT 1 + 1") == [["2"]])
  }

  @Test(
    "a password that holds an unencoded '@' is hidden whole, and a '@' after the host is not taken for one"
  )
  func awkwardPasswordsHiddenWhole() {
    for (url, address) in [
      ("postgres://kim:p@ss@db:5432/app", "postgres://kim:***@db:5432/app"),
      ("postgres://kim:a@b@c@db/app?sslmode=disable", "postgres://kim:***@db/app?sslmode=disable"),
      ("postgres://kim@db/app?application_name=a@b", "postgres://kim@db/app?application_name=a@b"),
      ("host=db user=kim password=p@ss dbname=app", "host=db user=kim password=*** dbname=app"),
    ] {
      let (shown, _) = PostgresConnection.redacting(url)
      #expect(shown == address)
      #expect(!shown.contains("p@ss") && !shown.contains("ss@"))
    }
  }

  @Test("an error never echoes the password of the address it names")
  func passwordNeverEchoed() {
    let url = "postgres://kim:s3cret-Pa55@127.0.0.1:1/workshop"

    #expect {
      try PostgresConnection(url: url)
    } throws: { error in
      let text = "\(error)"
      guard !text.contains("s3cret-Pa55") else { return false }
      switch error as? PostgresError {
      case .unreachable(let server, _): return server == "postgres://kim:***@127.0.0.1:1/workshop"
      case .libraryMissing: return true  // a machine without libpq: still no password
      default: return false
      }
    }
  }

  @Test(
    "a second holder of a unique value is SQLSTATE 23505, named by its constraint",
    .enabled(if: hasServer, Comment(rawValue: TestDatabase.skipReason)))
  func uniqueViolation() async throws {
    try await withSchema { database in
      try database.execute("CREATE TABLE notes (body text CONSTRAINT notes_body_key UNIQUE)")
      try database.execute("INSERT INTO notes VALUES ($1)", ["x'); DROP TABLE notes; --"])

      #expect(
        throws: PostgresError.uniqueViolation(server: database.server, constraint: "notes_body_key")
      ) {
        try database.execute("INSERT INTO notes VALUES ($1)", ["x'); DROP TABLE notes; --"])
      }
    }
  }

  @Test(
    "a transaction that lost a race to a concurrent update is SQLSTATE 40001, to retry",
    .enabled(if: hasServer, Comment(rawValue: TestDatabase.skipReason)))
  func serializationFailure() async throws {
    try await withSchema { mine, url, schema in
      try mine.execute("CREATE TABLE counters (id int PRIMARY KEY, value int NOT NULL)")
      try mine.execute("INSERT INTO counters VALUES (1, 0)")
      let theirs = try PostgresConnection(url: url, migrations: [], schema: schema)

      try mine.execute("BEGIN ISOLATION LEVEL REPEATABLE READ")
      _ = try mine.query("SELECT value FROM counters WHERE id = 1")
      try theirs.execute("UPDATE counters SET value = 1 WHERE id = 1")

      #expect(throws: PostgresError.serializationFailure(server: mine.server, sqlState: "40001")) {
        try mine.execute("UPDATE counters SET value = 2 WHERE id = 1")
      }
      try mine.execute("ROLLBACK")
    }
  }

  @Test(
    "a database whose schema is newer than the code is refused before anything changes",
    .enabled(if: hasServer, Comment(rawValue: TestDatabase.skipReason)))
  func newerSchemaRefused() async throws {
    try await withSchema { _, url, schema in
      let two = [
        PostgresMigration(owner: "people", number: 1, sql: "CREATE TABLE a (x int)"),
        PostgresMigration(owner: "people", number: 2, sql: "CREATE TABLE b (x int)"),
      ]
      _ = try PostgresConnection(url: url, migrations: two, schema: schema)

      #expect {
        try PostgresConnection(url: url, migrations: Array(two.prefix(1)), schema: schema)
      } throws: { error in
        guard case .schemaTooNew(_, "people", 2, 1) = error as? PostgresError else { return false }
        return true
      }
    }
  }

  @Test(
    "app instances that open one new schema at the same moment all open it, and migrate it once",
    .enabled(if: hasServer, Comment(rawValue: TestDatabase.skipReason)))
  func instancesStartTogether() async throws {
    let url = try #require(TestDatabase.postgresURL)
    for _ in 0..<3 {
      let schema = TestDatabase.uniqueSchema()
      defer { dropSchema(schema, url: url) }
      let steps = [PostgresMigration(owner: "people", number: 1, sql: "CREATE TABLE a (x int)")]
      let opened = await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<8 {
          group.addTask {
            (try? PostgresConnection(url: url, migrations: steps, schema: schema)) != nil
          }
        }
        return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }
      #expect(opened == 8)
      let one = try PostgresConnection(url: url, migrations: [], schema: schema)
      #expect(try one.schemaVersion(owner: "people") == 1)
    }
  }

  @Test(
    "an unknown user is refused as an authentication failure, naming the server",
    .enabled(if: hasServer, Comment(rawValue: TestDatabase.skipReason)))
  func unknownUser() throws {
    let url = try #require(TestDatabase.postgresURL)
      .replacingOccurrences(of: "://workshop@", with: "://nobody-here:pw@")

    #expect {
      try PostgresConnection(url: url)
    } throws: { error in
      guard case .authenticationFailed = error as? PostgresError else { return false }
      return !"\(error)".contains(":pw@")
    }
  }

  private func withSchema(_ body: (PostgresConnection) throws -> Void) async throws {
    try await withSchema { database, _, _ in try body(database) }
  }

  private func withSchema(
    _ body: (PostgresConnection, String, String) throws -> Void
  ) async throws {
    let url = try #require(TestDatabase.postgresURL)
    let schema = TestDatabase.uniqueSchema()
    defer { dropSchema(schema, url: url) }
    try body(try PostgresConnection(url: url, migrations: [], schema: schema), url, schema)
  }
}

/// Drops a test's schema and every table in it.
func dropSchema(_ schema: String, url: String) {
  _ = try? PostgresConnection(url: url).execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
}
