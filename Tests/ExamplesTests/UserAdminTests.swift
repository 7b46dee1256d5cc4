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

  @Test(
    "a usage mistake prints one line naming it and one naming its command's help, with status 2"
  )
  func usageError() async throws {
    try await withTemporaryDirectory { store in
      let cases: [([String], String)] = [
        (
          ["rename", "only-one-argument"],
          "wrong number of arguments for rename\nsee: user-admin help rename"
        ),
        (
          ["circle", "join", "circle-1"],
          "wrong number of arguments for circle join\nsee: user-admin help circle join"
        ),
        (
          ["sign-in", "myspace", "demo-1"],
          "unknown provider myspace; one of apple, google, kakao, naver\nsee: user-admin help sign-in"
        ),
        (
          ["circles", "--sort", "name"],
          "unknown option --sort for circles\nsee: user-admin help circles"
        ),
        (["circles", "--ids"], "unknown option --ids for circles\nsee: user-admin help circles"),
        (["list", "--ids"], "--ids is for circle commands only\nsee: user-admin help list"),
        (["frobnicate"], "unknown command \"frobnicate\"\nsee: user-admin help"),
      ]
      for (arguments, lines) in cases {
        let result = try await userAdmin(arguments, store: store)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.output == "error: \(lines)\n", "\(arguments)")
      }
    }
  }

  @Test("help COMMAND and COMMAND --help print that command's usage; help alone prints all of it")
  func helpForOneCommand() async throws {
    try await withTemporaryDirectory { store in
      let rename = try await userAdmin(["help", "rename"], store: store)
      #expect(rename.status == 0)
      #expect(rename.output.hasPrefix("  rename ID NAME         change a user's name"))
      #expect(!rename.output.contains("register NAME"))
      #expect(rename.output.hasSuffix("user-admin help\n"))
      #expect(try await userAdmin(["rename", "--help"], store: store).output == rename.output)

      let join = try await userAdmin(["help", "circle", "join"], store: store)
      #expect(join.output.hasPrefix("  circle join ID USER "), "\(join.output)")
      #expect(join.output.split(separator: "\n").count == 3, "\(join.output)")
      let circle = try await userAdmin(["help", "circle"], store: store).output
      #expect(circle.split(separator: "\n").filter { $0.hasPrefix("  circle ") }.count == 11)
      #expect(
        try await userAdmin(["help", "sign-in"], store: store).output.contains("demo-SUBJECT"))

      let all = try await userAdmin(["help"], store: store)
      #expect(all.output == (try await userAdmin(["--help"], store: store)).output)
      #expect(all.output.contains("USER_ADMIN_STORE") && all.output.contains("circles [--after"))

      let unknown = try await userAdmin(["help", "frobnicate"], store: store)
      #expect(unknown.status == 2)
      #expect(unknown.output == "error: unknown command \"frobnicate\"\nsee: user-admin help\n")
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

  @Test(
    "withdrawing twice is fine: the second time there is nothing to withdraw; an id no user ever had is refused"
  )
  func withdrawTwice() async throws {
    try await withTemporaryDirectory { store in
      let id = try registeredId(try await userAdmin(["register", "김철수"], store: store).output)
      #expect(try await userAdmin(["withdraw", id], store: store).status == 0)
      let again = try await userAdmin(["withdraw", id], store: store)
      #expect(again.status == 0)
      #expect(again.output == "\(id) already withdrew; nothing to withdraw\n", "\(again)")

      let never = try await userAdmin(["withdraw", "user-99"], store: store)
      #expect(never.status == 1)
      #expect(
        never.output == "error: no user has the id \"user-99\"; nothing was withdrawn\n",
        "\(never)")
    }
  }
}
