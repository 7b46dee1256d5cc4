// Chapter 12 — Real databases: the capstone on a database address, run as a black box.
// Docs/06-layers.md
//
// These tests start the built `user-admin` with `--store sqlite:PATH` or `postgres://…` and
// read what it prints and its exit status. Every store that cannot be opened is refused in
// one line naming the store, never a crash, and a password in the address is printed
// nowhere: the output read here is standard output and standard error together.

import Foundation
import SQLiteEngine
import TestSupport
import Testing

/// Runs `user-admin ARGUMENTS` with no store variable of the test's own environment.
private func userAdmin(_ arguments: [String], environment: [String: String?] = [:]) async throws
  -> (status: Int32, output: String)
{
  let executable = try #require(builtExecutable(named: "user-admin"))
  let base: [String: String?] = [
    "USER_ADMIN_REPRODUCIBLE": "1", "USER_ADMIN_STORE": nil, "DATABASE_URL": nil,
  ]
  return try await ChildProcess.run(
    executable, arguments, environment: base.merging(environment) { $1 })
}

/// The lines libpq may give for a refused TCP connection to `host:port`, by its version.
private func refusedConnection(_ host: String, _ port: Int) -> Set<String> {
  [
    "connection to server at \"\(host)\", port \(port) failed: Connection refused Is the server "
      + "running on that host and accepting TCP/IP connections?",
    "could not connect to server: Connection refused Is the server running on host "
      + "\"\(host)\" and accepting TCP/IP connections on port \(port)?",
  ]
}

@Suite("The capstone refuses a store address it cannot open in one line naming the store")
struct UserAdminStoreAddressTests {
  @Test("an address of an unknown kind is a usage mistake that never echoes the password")
  func unknownKind() async throws {
    let run = try await userAdmin(["--store", "mysql://kim:hunter2@db/app", "list"])

    #expect(run.status == 2)
    #expect(
      run.output.split(separator: "\n") == [
        "error: \"mysql:\" is no store address user-admin knows; give a folder, sqlite:PATH, or "
          + "postgres://USER@HOST/DATABASE",
        "see: user-admin help",
      ])
  }

  @Test("a PostgreSQL server that does not answer is one line, with the password replaced")
  func unreachableServer() async throws {
    let run = try await userAdmin(
      ["--store", "postgres://kim:hunter2@127.0.0.1:1/app", "register", "kim"])

    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map(String.init)
    let server = "postgres://kim:***@127.0.0.1:1/app"
    let expected =
      refusedConnection("127.0.0.1", 1).map {
        "error: no PostgreSQL server answered at \(server): \($0)"
      }
      + [
        "error: PostgreSQL's client library libpq.so.5 could not be loaded (not found); install "
          + "libpq (for example the libpq5 package) to use a postgres:// store"
      ]
    #expect(lines.count == 1 && expected.contains(lines[0]), "\(lines)")
    #expect(!run.output.contains("hunter2"))
  }

  @Test("DATABASE_URL names the store when neither --store nor USER_ADMIN_STORE does")
  func databaseURL() async throws {
    let run = try await userAdmin(
      ["register", "kim"], environment: ["DATABASE_URL": "postgresql://kim:hunter2@127.0.0.1:1/app"]
    )

    #expect(run.status == 1)
    #expect(run.output.hasPrefix("error: no PostgreSQL server answered at postgresql://kim:***@"))
    #expect(!run.output.contains("hunter2"))
  }

  @Test("a PostgreSQL server that refuses the credentials is one line, the password nowhere")
  func refusedCredentials() async throws {
    guard let url = TestDatabase.postgresURL,
      let host = URLComponents(string: url)?.host, let port = URLComponents(string: url)?.port,
      let database = URLComponents(string: url)?.path
    else { return }
    let address = "postgres://nobody_here:hunter2@\(host):\(port)\(database)"

    let run = try await userAdmin(["--store", address, "register", "kim"])

    let server = "postgres://nobody_here:***@\(host):\(port)\(database)"
    let connection = "connection to server at \"\(host)\", port \(port) failed"
    let expected: String =
      "error: the PostgreSQL server at \(server) refused the credentials: \(connection): "
      + "FATAL: role \"nobody_here\" does not exist"
    #expect(run.status == 1)
    #expect(run.output.split(separator: "\n") == [Substring(expected)])
    #expect(!run.output.contains("hunter2"))
  }

  @Test("a file that is not a SQLite database is refused by name and left untouched")
  func notADatabase() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("notes.txt")
      try Data("not a database\n".utf8).write(to: file)

      let run = try await userAdmin(["--store", "sqlite:" + file.path, "register", "kim"])

      #expect(run.status == 1)
      #expect(
        run.output == "error: \(file.path) is not a SQLite database; it was left untouched\n")
      #expect(try Data(contentsOf: file) == Data("not a database\n".utf8))
    }
  }

  @Test("a damaged SQLite database is refused by name, never a crash")
  func damagedDatabase() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("app.sqlite").path
      _ = try await userAdmin(["--store", "sqlite:" + path, "register", "kim"])
      // Every page into the file itself (a run may leave its last pages in the WAL).
      try SQLiteConnection(path: path).execute("PRAGMA wal_checkpoint(TRUNCATE)")
      // The first page, after the file's 100-byte header, lists the tables: noise over it.
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.seek(toOffset: 100)
      try handle.write(contentsOf: Data(repeating: 0x5A, count: 3_996))
      try handle.close()

      let run = try await userAdmin(["--store", "sqlite:" + path, "register", "kim"])

      #expect(run.status == 1)
      #expect(
        run.output.split(separator: "\n") == [
          "error: the SQLite database \(path) is damaged (database disk image is malformed); it "
            + "was left untouched, restore it from a backup"
        ])
    }
  }

  @Test("a SQLite database whose schema is newer than the program is refused, untouched")
  func newerSchema() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("app.sqlite").path
      _ = try await userAdmin(["--store", "sqlite:" + path, "register", "kim"])
      let known: Int64
      do {  // closed at the end of the block, so the file holds the change
        let database = try SQLiteConnection(path: path)
        // The users' step the program knows: the one it has just brought the file to.
        known = try #require(
          try database.query("SELECT version FROM schema_versions WHERE owner = 'users'")
            .first?.first?.integer)
        try database.execute("UPDATE schema_versions SET version = 99 WHERE owner = 'users'")
      }
      let before = try Data(contentsOf: URL(fileURLWithPath: path))

      let run = try await userAdmin(["--store", "sqlite:" + path, "list"])

      #expect(run.status == 1)
      #expect(
        run.output.split(separator: "\n") == [
          "error: the SQLite database \(path) has the users tables at version 99, newer than "
            + "this program's \(known); it was left untouched, use a newer version of the program"
        ])
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
  }
}
