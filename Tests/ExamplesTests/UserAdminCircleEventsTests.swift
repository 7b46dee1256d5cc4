// Chapter 9 — Domain events (EV-2, EV-3) and chapter 8's unique names (IN-2) for circles,
// in the capstone, run as a black box. Docs/09-events-and-queries.md
//
// These tests start the built `user-admin` binary in a temp store and read what it prints.
// The race of two `circle create` runs plays five rounds in `swift test`, fifty in CI
// (`TortureRounds`).

import Foundation
import TestSupport
import Testing

/// Runs `user-admin` reproducibly against `store`.
private func userAdmin(_ arguments: [String], store: URL) async throws -> (
  status: Int32, output: String
) {
  try await runBuiltExecutable(
    "user-admin", ["--store", store.path] + arguments,
    environment: ["USER_ADMIN_REPRODUCIBLE": "1"])
}

/// The lines of `output` that tell somebody something.
private func notices(_ output: String) -> [Substring] {
  output.split(separator: "\n").filter { $0.hasPrefix("notified ") }
}

@Suite("user-admin's circle commands each take one path: events recorded, names unique")
struct UserAdminCircleEventsTests {
  @Test("a join by invitation tells the circle's owner, as a direct join does")
  func acceptTellsTheOwner() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["register", "김철수"], store: store)
      _ = try await userAdmin(["register", "박영희"], store: store)
      _ = try await userAdmin(["circle", "create", "user-1", "Swift 모임"], store: store)
      _ = try await userAdmin(["circle", "invite", "circle-1", "user-1", "user-2"], store: store)

      let accepted = try await userAdmin(["circle", "accept", "invitation-1"], store: store)

      #expect(accepted.status == 0)
      #expect(
        notices(accepted.output) == ["notified user-1: user-2 joined Swift 모임 (now 2 members)"],
        "\(accepted)")
    }
  }

  @Test(
    "2 processes racing to 'circle create' one name, round after round (5 here, 50 in CI), leave exactly one circle per name"
  )
  func twoProcessesOneName() async throws {
    let executable = try #require(builtExecutable(named: "user-admin"))
    let rounds = TortureRounds.count(quick: 5, ci: 50)
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["register", "김철수"], store: store)
      for round in 0..<rounds {
        let name = "racer \(round)"
        // Both start before either has finished: two check-then-act runs, one store. Random
        // ids (not reproducible): each process makes its own circle id.
        let racers = try (0..<2).map { _ in
          try ChildProcess(executable, ["--store", store.path, "circle", "create", "user-1", name])
        }
        let outputs = await ChildProcess.outputs(of: racers)

        #expect(racers.map(\.status).sorted() == [0, 1], "round \(round): \(outputs)")
        #expect(
          outputs.filter { $0.contains("a circle named \"\(name)\" already exists") }.count == 1,
          "round \(round): \(outputs)")
      }
      let list = try await userAdmin(["circle", "list"], store: store)
      #expect(list.output.split(separator: "\n").count == rounds, "\(list)")
    }
  }
}
