// Chapter 9 — Published after commit (EV-2, EV-3): at least once, in the capstone, with its
// output going to a file as a script's would. Docs/09-events-and-queries.md
//
// Read first: `everyEventToldAtLeastOnce`. Standard output written to a file is buffered; a
// run killed after an event was marked delivered must not take the event's line with it. The
// app kills itself (`USER_ADMIN_KILL_AT`) right after a commit, after the handlers returned,
// or right after the mark; whatever the point, every committed event is told at least once,
// and nothing is told that was not committed.

import Foundation
import TestSupport
import Testing

/// Runs `user-admin` reproducibly against `store` with standard output and error written to
/// a file, not a pipe (standard output to `output` instead, when given); returns the exit
/// status and what the file holds.
private func runToFile(
  _ arguments: [String], store: URL, environment: [String: String] = [:],
  output: URL? = nil
) async throws -> (status: Int32, output: String) {
  let executable = try #require(builtExecutable(named: "user-admin"))
  let log = store.deletingLastPathComponent().appendingPathComponent("run-\(UUID().uuidString)")
  #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
  let handle = try FileHandle(forWritingTo: log)
  let standardOutput = try output.map(FileHandle.init(forWritingTo:)) ?? handle
  defer {
    try? handle.close()
    try? standardOutput.close()
  }
  let process = Process()
  process.executableURL = executable
  process.arguments = ["--store", store.path] + arguments
  var changes: [String: String?] = ["USER_ADMIN_KILL_AT": nil, "USER_ADMIN_REPRODUCIBLE": "1"]
  for (name, value) in environment { changes[name] = value }
  process.environment = ChildEnvironment.make(changes)
  process.standardOutput = standardOutput
  process.standardError = handle
  let exit = ProcessExit(of: process)
  try process.run()
  await onOwnThread { exit.wait() }
  return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
}

/// Every `notified …` line of `output`.
private func notifications(_ output: String) -> [String] {
  output.split(separator: "\n").filter { $0.hasPrefix("notified ") }.map(String.init)
}

@Suite(
  "user-admin tells every committed event at least once, even killed with its output in a file")
struct UserAdminAtLeastOnceTests {
  // region: atLeastOnce
  @Test(
    "kill -9 right after a commit, after the handlers or after the mark: every committed event is told at least once, none is invented",
    arguments: ["commit", "handled", "marked"])
  func everyEventToldAtLeastOnce(point: String) async throws {
    try await withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("store")
      let commands = [
        ["register", "김철수"], ["register", "박영희"], ["register", "이민수"],
        ["circle", "create", "user-1", "Swift 모임"], ["circle", "join", "circle-1", "user-2"],
        ["circle", "invite", "circle-1", "user-1", "user-3"], ["circle", "accept", "invitation-1"],
      ]
      var told: [String] = []
      for command in commands {
        // Killed at the point, then a plain run delivers what the killed one left.
        let killed = try await runToFile(
          command, store: store, environment: ["USER_ADMIN_KILL_AT": point])
        let next = try await runToFile(["list"], store: store)
        #expect(next.status == 0, "\(command): \(next.output)")
        told += notifications(killed.output) + notifications(next.output)
      }
      let circle = try await runToFile(["circle", "show", "circle-1", "--ids"], store: store)

      let committed: Set = [
        "notified user-1: Welcome, 김철수!", "notified user-2: Welcome, 박영희!",
        "notified user-3: Welcome, 이민수!", "notified user-1: user-2 joined Swift 모임 (now 2 members)",
        "notified user-1: user-3 joined Swift 모임 (now 3 members)",
      ]
      #expect(Set(told) == committed, "told: \(told)")
      #expect(circle.output.hasLine("  members:  3 members: user-1, user-2, user-3"), "\(circle)")
    }
  }
  // endregion

  @Test(
    "a notification standard output refuses (a full disk) leaves its event undelivered, and the next run tells it"
  )
  func refusedLineIsToldAgain() async throws {
    try await withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("store")
      let full = URL(fileURLWithPath: "/dev/full")
      guard FileManager.default.isWritableFile(atPath: full.path) else { return }

      let refused = try await runToFile(["register", "김철수"], store: store, output: full)
      let next = try await runToFile(["list"], store: store)

      #expect(refused.status == 0)
      #expect(refused.output.contains("No space left on device"), "\(refused.output)")
      #expect(notifications(next.output) == ["notified user-1: Welcome, 김철수!"], "\(next)")
    }
  }

  @Test("the lines a run prints keep their order when output and errors go to one file")
  func orderKept() async throws {
    try await withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("store")
      _ = try await runToFile(
        ["register", "김철수"], store: store, environment: ["USER_ADMIN_KILL_AT": "commit"])

      // The start-up delivery tells the welcome, then the command is refused.
      let again = try await runToFile(["register", "김철수"], store: store)

      #expect(again.status == 1)
      let lines = again.output.split(separator: "\n").map(String.init)
      #expect(lines.count == 2, "\(again.output)")
      #expect(lines.first == "notified user-1: Welcome, 김철수!", "\(again.output)")
      #expect(lines.last?.hasPrefix("error: the name") == true, "\(again.output)")
    }
  }
}
