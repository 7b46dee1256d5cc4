// Chapter 12 — Real databases: the schema is code (DB-8). Docs/modules.md

import Foundation
import SQLiteEngine
import TestSupport
import Testing

@Suite("The schema is code: numbered migrations applied at open, a newer file refused (DB-8)")
struct SQLiteMigrationTests {
  static let first = SQLiteMigration(
    owner: "people", number: 1, sql: "CREATE TABLE people (id TEXT PRIMARY KEY, name TEXT NOT NULL)"
  )
  static let second = SQLiteMigration(
    owner: "people", number: 2,
    sql: """
      ALTER TABLE people ADD COLUMN nickname TEXT NOT NULL DEFAULT '';
      UPDATE people SET nickname = lower(name);
      CREATE UNIQUE INDEX people_by_nickname ON people (nickname)
      """)

  @Test("a test migrates an old schema that holds data: the rows stay and gain the new column")
  func migratesOldSchemaWithData() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("d.sqlite").path
      do {
        let old = try SQLiteConnection(path: path, migrations: [Self.first])
        try old.execute("INSERT INTO people (id, name) VALUES (?, ?)", [.text("p1"), .text("Kim")])
        #expect(try old.schemaVersion(owner: "people") == 1)
      }

      let new = try SQLiteConnection(path: path, migrations: [Self.first, Self.second])

      #expect(try new.schemaVersion(owner: "people") == 2)
      #expect(
        try new.query("SELECT id, name, nickname FROM people")
          == [[.text("p1"), .text("Kim"), .text("kim")]])
    }
  }

  @Test("a migration that fails leaves the old schema whole: all steps commit in one transaction")
  func failedMigrationChangesNothing() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("d.sqlite").path
      do {
        let old = try SQLiteConnection(path: path, migrations: [Self.first])
        for id in ["p1", "p2"] {
          try old.execute("INSERT INTO people (id, name) VALUES (?, 'Kim')", [.text(id)])
        }
      }

      // Two people share the nickname the unique index would need: the step fails.
      #expect(throws: SQLiteError.self) {
        try SQLiteConnection(path: path, migrations: [Self.first, Self.second])
      }
      let reopened = try SQLiteConnection(path: path, migrations: [Self.first])
      #expect(try reopened.schemaVersion(owner: "people") == 1)
      #expect(try reopened.query("SELECT count(*) FROM people") == [[.integer(2)]])
    }
  }

  @Test("a database whose schema is newer than the code is refused, named, and left untouched")
  func newerSchemaRefused() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("d.sqlite").path
      _ = try SQLiteConnection(path: path, migrations: [Self.first, Self.second])
      let before = try Data(contentsOf: URL(fileURLWithPath: path))

      #expect(throws: SQLiteError.schemaTooNew(path: path, owner: "people", found: 2, known: 1)) {
        try SQLiteConnection(path: path, migrations: [Self.first])
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
  }

  @Test("migrations not numbered 1, 2, 3, … in order are refused before the file is touched")
  func outOfOrderRefused() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("d.sqlite").path

      #expect(throws: SQLiteError.migrationsOutOfOrder(owner: "people", numbers: [2, 1])) {
        try SQLiteConnection(path: path, migrations: [Self.second, Self.first])
      }
    }
  }

  @Test(
    "stores share one database file and each migrates only its own tables, numbered on their own"
  )
  func ownersMigrateApart() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("d.sqlite").path
      let places = SQLiteMigration(
        owner: "places", number: 1, sql: "CREATE TABLE places (id TEXT PRIMARY KEY)")
      _ = try SQLiteConnection(path: path, migrations: [Self.first, Self.second])

      let other = try SQLiteConnection(path: path, migrations: [places])

      #expect(try other.schemaVersion(owner: "places") == 1)
      #expect(try other.schemaVersion(owner: "people") == 2)
      #expect(throws: SQLiteError.schemaTooNew(path: path, owner: "people", found: 2, known: 1)) {
        try SQLiteConnection(path: path, migrations: [places, Self.first])
      }
    }
  }
}
