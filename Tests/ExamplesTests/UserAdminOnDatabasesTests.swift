// Chapter 12 — Real databases: the capstone on SQLite and PostgreSQL, run as a black box.
// Docs/06-layers.md
//
// The same commands, with `--store sqlite:PATH` or `--store postgres://…`: several processes
// share one database, the database's constraint refuses the second holder of a name, the
// events are delivered after each command, and a session outlives its process. A
// database's ids are UUIDs, so the expected lines are built from the ids the app printed.

import Foundation
import TestSupport
import Testing

/// A database the capstone keeps everything in, made fresh for one test.
struct CapstoneDatabase: CustomTestStringConvertible, Sendable {
  let name: String
  let make: @Sendable ((String) async throws -> Void) async throws -> Void

  var testDescription: String { name }

  /// A SQLite file always; a PostgreSQL schema of its own when a server is given.
  static let all: [Self] =
    [
      Self(name: "SQLite") { body in
        try await withTemporaryDirectory { folder in
          try await body("sqlite:" + folder.appendingPathComponent("app.sqlite").path)
        }
      }
    ]
    + (TestDatabase.postgresURL == nil
      ? []
      : [
        Self(name: "PostgreSQL") { body in
          // libpq's `options` puts every table of the run in the test's schema.
          try await TestDatabase.withSchemaAddress(body)
        }
      ])
}

/// Runs `user-admin --store ADDRESS ARGUMENTS`, reproducible (a stopped clock).
private func userAdmin(_ arguments: [String], store: String) async throws -> (
  status: Int32, output: String
) {
  let executable = try #require(builtExecutable(named: "user-admin"))
  return try await ChildProcess.run(
    executable, ["--store", store] + arguments,
    environment: ["USER_ADMIN_REPRODUCIBLE": "1", "USER_ADMIN_STORE": nil])
}

/// The id on a line `registered ID`, or on a line `NAME (ID), signed in with …`.
private func printedId(_ output: String) -> String? {
  output.firstMatch(of: /(?:registered |\()([0-9A-Fa-f-]{36})/).map { String($0.output.1) }
}

@Suite("The capstone on one database: the same commands, the same rules (DB-1, DB-3)")
struct UserAdminOnDatabasesTests {
  @Test(
    "three processes racing one name on one database: one registered, two refused by name",
    arguments: CapstoneDatabase.all)
  func racingOneName(_ database: CapstoneDatabase) async throws {
    try await database.make { store in
      let executable = try #require(builtExecutable(named: "user-admin"))
      let racers = try (0..<3).map { _ in
        try ChildProcess(
          executable, ["--store", store, "register", "김철수"],
          environment: ["USER_ADMIN_REPRODUCIBLE": "1", "USER_ADMIN_STORE": nil])
      }
      let outputs = await ChildProcess.outputs(of: racers)
      let winner = try #require(outputs.compactMap(printedId).first, "\(outputs)")
      // Any process may deliver the winner's welcome: the one that committed it, or a racer
      // that found it in the outbox when it started (at least once, DB-5).
      let welcome = "notified \(winner): Welcome, 김철수!"
      let refusals = outputs.map { $0.split(separator: "\n").filter { $0 != welcome } }
        .filter { $0 == ["error: the name \"김철수\" is already taken; choose another"] }

      #expect(refusals.count == 2, "\(outputs)")
      #expect(outputs.joined().contains(welcome))
      #expect(racers.map(\.status).sorted() == [0, 1, 1])
      #expect(
        try await userAdmin(["list"], store: store).output == "\(winner)  김철수\n")
    }
  }

  @Test(
    "a registration is welcomed, a circle joined tells its owner, a withdrawal leaves it",
    arguments: CapstoneDatabase.all)
  func eventsDelivered(_ database: CapstoneDatabase) async throws {
    try await database.make { store in
      let owner = try #require(
        printedId(try await userAdmin(["register", "김철수"], store: store).output))
      let member = try #require(
        printedId(try await userAdmin(["register", "박영희"], store: store).output))
      let created = try await userAdmin(["circle", "create", owner, "독서회"], store: store)
      let circle = try #require(
        created.output.firstMatch(of: /created ([0-9A-F-]{36})/).map { String($0.output.1) })

      let joined = try await userAdmin(["circle", "join", circle, member], store: store)
      #expect(
        joined.output.split(separator: "\n") == [
          "박영희 joined \(circle): 2 members",
          "notified \(owner): \(member) joined 독서회 (now 2 members)",
        ])
      #expect(try await userAdmin(["withdraw", member], store: store).status == 0)
      #expect(
        try await userAdmin(["circles"], store: store).output.split(separator: "\n") == [
          "\(circle)  독서회  owner 김철수  1 member", "end of the list",
        ])
    }
  }

  @Test(
    "a session started in one process is found by the next, and signing out ends it",
    arguments: CapstoneDatabase.all)
  func sessionOutlivesItsProcess(_ database: CapstoneDatabase) async throws {
    try await database.make { store in
      let signedIn = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)
      let user = try #require(printedId(signedIn.output), "\(signedIn.output)")

      #expect(
        signedIn.output == "김철수 (\(user)), signed in with Kakao\nnotified \(user): Welcome, 김철수!\n")
      #expect(
        try await userAdmin(["whoami"], store: store).output
          == "김철수 (\(user)), signed in with Kakao\n")
      #expect(
        try await userAdmin(["sign-out"], store: store).output
          == "signed out; the account and its profile stay\n")
      let again = try await userAdmin(["sign-in", "kakao", "demo-4242"], store: store)
      #expect(again.output == "김철수 (\(user)), signed in with Kakao\n")
    }
  }
}
