// Chapter 12 — Real databases: the SQLite engine's promises (DB-3, DB-8).
// Docs/modules.md
//
// Every test opens real files in a temporary folder: the engine is tested against SQLite
// itself, never a mock of it.

import Foundation
import SQLiteEngine
import TestSupport
import Testing

@Suite("The SQLite engine keeps its promises, from the system's library (DB-3, DB-8)")
struct SQLiteEngineTests {
  static let notes = SQLiteMigration(
    owner: "notes", number: 1,
    sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL UNIQUE)")

  @Test("a connection opens in WAL mode with synchronous FULL, so a commit survives a power cut")
  func durableSettings() async throws {
    try await withTemporaryDirectory { directory in
      let database = try SQLiteConnection(path: directory.appendingPathComponent("d.sqlite").path)

      #expect(try database.query("PRAGMA journal_mode").first?.first?.text == "wal")
      #expect(try database.query("PRAGMA synchronous").first?.first?.integer == 2)  // FULL
    }
  }

  @Test("a new database and its WAL are readable and writable by their owner alone")
  func ownerOnly() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("d.sqlite").path
      let database = try SQLiteConnection(path: path, migrations: [Self.notes])
      try database.execute("INSERT INTO notes (body) VALUES (?)", [.text("private")])

      for file in [path, path + "-wal", path + "-shm"] {
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions]
        #expect((mode as? NSNumber)?.intValue == 0o600, "\(file)")
      }
    }
  }

  @Test("a value is bound, never spliced into the SQL: text that looks like SQL is stored as text")
  func valuesAreBound() async throws {
    try await withTemporaryDirectory { directory in
      let database = try SQLiteConnection(
        path: directory.appendingPathComponent("d.sqlite").path, migrations: [Self.notes])
      let hostile = "x'); DROP TABLE notes; --"

      try database.execute("INSERT INTO notes (body) VALUES (?)", [.text(hostile)])

      #expect(try database.query("SELECT body FROM notes") == [[.text(hostile)]])
    }
  }

  @Test("a UNIQUE violation is told apart from other constraints, and names its columns")
  func constraintKinds() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("d.sqlite").path
      let database = try SQLiteConnection(path: path, migrations: [Self.notes])
      try database.execute("INSERT INTO notes (id, body) VALUES (1, ?)", [.text("a")])

      #expect {
        try database.execute("INSERT INTO notes (id, body) VALUES (2, ?)", [.text("a")])
      } throws: { error in
        guard case .constraint(path, .unique(["notes.body"]), _) = error as? SQLiteError else {
          return false
        }
        return true
      }
      #expect {
        try database.execute("INSERT INTO notes (id, body) VALUES (3, ?)", [.null])
      } throws: { error in
        guard case .constraint(path, .other, _) = error as? SQLiteError else { return false }
        return true
      }
    }
  }

  @Test("a transaction that throws writes nothing: its statements are rolled back")
  func transactionRollsBack() async throws {
    try await withTemporaryDirectory { directory in
      let database = try SQLiteConnection(
        path: directory.appendingPathComponent("d.sqlite").path, migrations: [Self.notes])
      struct Refused: Error {}

      #expect(throws: Refused.self) {
        try database.transaction {
          try database.execute("INSERT INTO notes (body) VALUES (?)", [.text("half")])
          throw Refused()
        }
      }
      #expect(try database.query("SELECT count(*) FROM notes") == [[.integer(0)]])
    }
  }

  @Test("a file that is not a SQLite database is refused by name and left untouched")
  func notADatabase() async throws {
    try await withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("users.journal")
      let bytes = Data(String(repeating: "not a database\n", count: 300).utf8)
      try bytes.write(to: file)

      #expect(throws: SQLiteError.notADatabase(path: file.path)) {
        try SQLiteConnection(path: file.path)
      }
      #expect(try Data(contentsOf: file) == bytes)
    }
  }

  @Test("a damaged database is reported as damaged, naming the file, never a crash")
  func damagedDatabase() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("d.sqlite").path
      do {
        let database = try SQLiteConnection(path: path, migrations: [Self.notes])
        for index in 0..<200 {
          try database.execute("INSERT INTO notes (body) VALUES (?)", [.text("note \(index)")])
        }
        try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
      }
      // The second page holds the table's rows; overwrite it with noise.
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.seek(toOffset: 4096)
      try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
      try handle.close()

      #expect {
        let database = try SQLiteConnection(path: path, migrations: [Self.notes])
        _ = try database.query("SELECT body FROM notes")
      } throws: { error in
        guard case .damaged(path, _) = error as? SQLiteError else { return false }
        return "\(error)".contains(path)
      }
    }
  }

  @Test("two connections to one file wait for each other's write instead of failing")
  func busyTimeoutWaits() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("d.sqlite").path
      let first = try SQLiteConnection(path: path, migrations: [Self.notes])
      _ = try SQLiteConnection(path: path, migrations: [Self.notes])

      // The first holds the write lock for 300 ms; the second, on a thread of its own (its
      // wait blocks, and must not hold a thread of the test pool), waits for it.
      try first.execute("BEGIN IMMEDIATE")
      let second = Task {
        await onOwnThread {
          Result { () throws(SQLiteError) in
            let database = try SQLiteConnection(path: path, migrations: [Self.notes])
            try database.execute("INSERT INTO notes (body) VALUES (?)", [.text("second")])
          }
        }
      }
      try await Task.sleep(for: .milliseconds(300))
      try first.execute("INSERT INTO notes (body) VALUES (?)", [.text("first")])
      try first.execute("COMMIT")
      try await second.value.get()

      #expect(
        try first.query("SELECT body FROM notes ORDER BY id") == [
          [.text("first")], [.text("second")],
        ])
    }
  }

  @Test("without a busy timeout, a write that meets another's lock fails as busy, naming the file")
  func busyWithoutTimeout() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("d.sqlite").path
      let first = try SQLiteConnection(path: path, migrations: [Self.notes])
      let impatient = try SQLiteConnection(
        path: path, migrations: [Self.notes], busyTimeoutMilliseconds: 0)

      try first.execute("BEGIN IMMEDIATE")
      #expect(throws: SQLiteError.busy(path: path)) {
        try impatient.execute("INSERT INTO notes (body) VALUES (?)", [.text("impatient")])
      }
      try first.execute("ROLLBACK")
    }
  }

  #if !canImport(Darwin)
    @Test("a machine without the SQLite library gets an error naming the library, not a crash")
    func missingLibrary() {
      let problem = SQLiteConnection.libraryProblem("libsqlite3-absent.so.0")

      guard case .libraryMissing("libsqlite3-absent.so.0", _) = problem else {
        Issue.record("expected libraryMissing, got \(String(describing: problem))")
        return
      }
      #expect(SQLiteConnection.libraryProblem("libsqlite3.so.0") == nil)
    }
  #endif
}
