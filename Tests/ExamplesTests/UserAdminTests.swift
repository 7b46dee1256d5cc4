// Chapter 6 — Layers and presentation: LA-2, the whole flow, run as a black box.
// Docs/06-layers.md
//
// These tests start the built `user-admin` binary as a person would, in a temp store,
// and read only what it prints and its exit status.

import Foundation
import TestSupport
import Testing

/// Runs `user-admin` with `arguments` against `store`; returns exit status and output.
private func userAdmin(
  _ arguments: [String], store: URL, environment: [String: String] = [:]
) async throws -> (status: Int32, output: String) {
  let withStore = arguments.first == "--help" ? arguments : ["--store", store.path] + arguments
  return try await runBuiltExecutable("user-admin", withStore, environment: environment)
}

/// The id the app printed after "registered ".
private func registeredId(_ output: String) throws -> String {
  let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("registered ") })
  return String(line.dropFirst("registered ".count))
}

@Suite("The capstone app runs the whole flow, View to file and back (LA-2)")
struct UserAdminTests {
  @Test("register, list, rename, restart and show: the renamed user is there after a restart")
  func wholeFlow() async throws {
    try await withTemporaryDirectory { store in
      let registered = try await userAdmin(["register", "김철수"], store: store)
      #expect(registered.status == 0, "\(registered.output)")
      let id = try registeredId(registered.output)

      let listed = try await userAdmin(["list"], store: store)
      #expect(listed.output.contains("\(id)  김철수"))

      let renamed = try await userAdmin(["rename", id, "박영희"], store: store)
      #expect(renamed.status == 0, "\(renamed.output)")

      // Each run is a new process: this one has only the file to go on.
      let shown = try await userAdmin(["show", id], store: store)
      #expect(shown.status == 0)
      #expect(shown.output.contains("name:         박영희"))
    }
  }

  @Test("bad input prints the broken rule, exits non-zero, and writes nothing")
  func badInput() async throws {
    try await withTemporaryDirectory { store in
      let id = try registeredId(try await userAdmin(["register", "김철수"], store: store).output)
      let journal = store.appendingPathComponent("users.journal")
      let before = try Data(contentsOf: journal)

      let cases: [([String], String)] = [
        (["register", "ab"], "a user name has 3 to 20 characters"),
        (["register", "김철수"], "is already taken"),
        (["rename", id, String(repeating: "z", count: 21)], "a user name has 3 to 20 characters"),
        (["status", id, String(repeating: "가", count: 141)], "a status message has at most 140"),
        (["show", "../etc"], "a user id may contain only"),
        (["show", "nobody"], "no user has the id \"nobody\""),
      ]
      for (arguments, rule) in cases {
        let result = try await userAdmin(arguments, store: store)
        #expect(result.status == 1, "\(arguments)")
        #expect(result.output.contains(rule), "\(arguments): \(result.output)")
      }
      #expect(try Data(contentsOf: journal) == before)
    }
  }

  @Test("a usage mistake exits with status 2 and prints the help")
  func usageError() async throws {
    try await withTemporaryDirectory { store in
      let result = try await userAdmin(["rename", "only-one-argument"], store: store)
      #expect(result.status == 2)
      #expect(result.output.contains("usage: user-admin"))
    }
  }

  @Test("--help explains every command and where the store is")
  func help() async throws {
    try await withTemporaryDirectory { store in
      let result = try await userAdmin(["--help"], store: store)
      #expect(result.status == 0)
      for word in [
        "register NAME", "show ID", "rename ID NAME", "status ID MESSAGE", "withdraw ID", "list",
        "USER_ADMIN_STORE",
      ] {
        #expect(result.output.contains(word), "\(word)")
      }
    }
  }

  @Test("the store folder can come from USER_ADMIN_STORE, and --store wins over it")
  func storeSelection() async throws {
    try await withTemporaryDirectory { folder in
      let fromEnvironment = folder.appendingPathComponent("env")
      let fromOption = folder.appendingPathComponent("option")
      let executable = try #require(builtExecutable(named: "user-admin"))

      let registered = try await ChildProcess.run(
        executable, ["register", "김철수"], environment: ["USER_ADMIN_STORE": fromEnvironment.path])
      #expect(registered.status == 0, "\(registered.output)")
      #expect(
        FileManager.default.fileExists(
          atPath: fromEnvironment.appendingPathComponent("users.journal").path))

      let result = try await userAdmin(
        ["list"], store: fromOption, environment: ["USER_ADMIN_STORE": fromEnvironment.path])
      #expect(result.output.contains("there is no store yet"))
    }
  }

  @Test("withdrawing twice is fine: the second time there is nothing to withdraw")
  func withdrawTwice() async throws {
    try await withTemporaryDirectory { store in
      let id = try registeredId(try await userAdmin(["register", "김철수"], store: store).output)
      #expect(try await userAdmin(["withdraw", id], store: store).status == 0)
      let again = try await userAdmin(["withdraw", id], store: store)
      #expect(again.status == 0)
      #expect(again.output.contains("nothing to withdraw"))
    }
  }
}
