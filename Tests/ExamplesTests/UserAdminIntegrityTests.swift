// Chapter 8 — Integrity (IN-2) in the capstone: two `user-admin register` processes on one
// store, racing for one name, 100 rounds. Docs/08-integrity.md

import Foundation
import TestSupport
import Testing

@Suite("Two user-admin processes registering one name: exactly one wins, every round (IN-2)")
struct UserAdminIntegrityTests {
  // region: twoProcesses
  @Test("2 processes x 100 rounds of 'register' of one name leave exactly one user per name")
  func twoProcessesHundredRounds() async throws {
    let userAdmin = try #require(builtExecutable(named: "user-admin"))
    try await withTemporaryDirectory { directory in
      let store = directory.appendingPathComponent("store").path
      for round in 0..<100 {
        let name = "racer-\(round)"
        // Both start before either has finished: two check-then-act runs, one store.
        let racers = try (0..<2).map { _ in
          try ChildProcess(userAdmin, ["--store", store, "register", name])
        }
        let outputs = racers.map { $0.finishedOutput() }
        let statuses = racers.map(\.status).sorted()

        #expect(statuses == [0, 1], "round \(round): \(outputs)")
        #expect(
          outputs.filter { $0.contains("the name \"\(name)\" is already taken") }.count == 1,
          "round \(round): \(outputs)")
      }
      let list = try ChildProcess(userAdmin, ["--store", store, "list"]).finishedOutput()
      let names = list.split(separator: "\n").compactMap { line in
        line.split(separator: " ").first { $0.hasPrefix("racer-") }
      }
      #expect(names.count == 100)
      #expect(Set(names).count == 100)
    }
  }
  // endregion
}
