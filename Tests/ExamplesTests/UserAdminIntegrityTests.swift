// Chapter 8 — Integrity (IN-2) in the capstone: two `user-admin register` processes on one
// store, racing for one name, round after round: ten in `swift test`, a hundred in CI
// (`TortureRounds`). Docs/08-integrity.md

import Foundation
import TestSupport
import Testing

@Suite("Two user-admin processes registering one name: exactly one wins, every round (IN-2)")
struct UserAdminIntegrityTests {
  // region: twoProcesses
  @Test(
    "2 processes racing to 'register' one name, round after round (10 here, 100 in CI), leave exactly one user per name"
  )
  func twoProcessesRacing() async throws {
    let userAdmin = try #require(builtExecutable(named: "user-admin"))
    let rounds = TortureRounds.count(quick: 10, ci: 100)
    try await withTemporaryDirectory { directory in
      let store = directory.appendingPathComponent("store").path
      for round in 0..<rounds {
        let name = "racer-\(round)"
        // Both start before either has finished: two check-then-act runs, one store.
        let racers = try (0..<2).map { _ in
          try ChildProcess(userAdmin, ["--store", store, "register", name])
        }
        let outputs = await ChildProcess.outputs(of: racers)
        let statuses = racers.map(\.status).sorted()

        #expect(statuses == [0, 1], "round \(round): \(outputs)")
        #expect(
          outputs.filter { $0.contains("the name \"\(name)\" is already taken") }.count == 1,
          "round \(round): \(outputs)")
      }
      let list = try await ChildProcess(userAdmin, ["--store", store, "list"]).finishedOutput()
      let names = list.split(separator: "\n").compactMap { line in
        line.split(separator: " ").first { $0.hasPrefix("racer-") }
      }
      #expect(names.count == rounds)
      #expect(Set(names).count == rounds)
    }
  }
  // endregion
}

@Suite("user-admin: a withdrawal's follow-up in the circles, and the repair (IN-5)")
struct UserAdminFollowUpTests {
  // region: followUp
  @Test("withdrawing a circle's owner passes the circle on; 'circle repair' then finds nothing")
  func withdrawOwner() async throws {
    try await withTemporaryDirectory { directory in
      let store = ["--store", directory.appendingPathComponent("store").path]
      let reproducible = ["USER_ADMIN_REPRODUCIBLE": "1"]
      for name in ["김철수", "박영희"] {
        _ = try await runBuiltExecutable(
          "user-admin", store + ["register", name], environment: reproducible)
      }
      _ = try await runBuiltExecutable(
        "user-admin", store + ["circle", "create", "user-1", "Swift 모임"],
        environment: reproducible)
      _ = try await runBuiltExecutable(
        "user-admin", store + ["circle", "join", "circle-1", "user-2"], environment: reproducible)

      let withdrawal = try await runBuiltExecutable(
        "user-admin", store + ["withdraw", "user-1"], environment: reproducible)
      let circle = try await runBuiltExecutable(
        "user-admin", store + ["circle", "show", "circle-1", "--ids"], environment: reproducible)
      let repair = try await runBuiltExecutable(
        "user-admin", store + ["circle", "repair"], environment: reproducible)

      #expect(withdrawal.status == 0)
      // Since chapter 9 the step runs from the `UserWithdrew` event, after the commit.
      #expect(circle.output.hasLine("  owner:    user-2"), "\(circle)")
      #expect(repair.output.contains("nothing to repair"), "\(repair)")
    }
  }
  // endregion
}
