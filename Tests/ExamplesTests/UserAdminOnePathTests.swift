// Chapters 5, 8 and 9 on one path, in the capstone run as a black box: every user command
// goes through chapter 5's use cases, keeps chapter 8's version check and leaves chapter
// 9's event in the commit. Docs/08-integrity.md, Docs/09-events-and-queries.md
//
// Read first: `eachChangeLeavesItsEvent`. A run killed right after its commit
// (`USER_ADMIN_KILL_AT=commit`) has told nobody, so what its commit stored is still in
// the outbox: the test opens the store and reads it, as a composition root may.

import Entities
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

/// Runs `user-admin` reproducibly against `store`, with `environment` added.
private func userAdmin(
  _ arguments: [String], store: URL, environment: [String: String] = [:]
) async throws -> (status: Int32, output: String) {
  try await runBuiltExecutable(
    "user-admin", ["--store", store.path] + arguments,
    environment: ["USER_ADMIN_REPRODUCIBLE": "1"].merging(environment) { $1 })
}

/// The kind of each event the store holds undelivered, oldest first.
private func undeliveredKinds(in store: URL) async throws -> [String] {
  try await FileUserRepository(directory: store).pendingEvents(limit: 100).map { stored in
    switch stored.event {
    case .registered: "registered"
    case .renamed: "renamed"
    case .statusMessageChanged: "statusMessageChanged"
    case .upgraded: "upgraded"
    case .downgraded: "downgraded"
    case .withdrew: "withdrew"
    }
  }
}

@Suite("user-admin's user commands keep every rule on their one path (AS-1, IN-4, EV-1)")
struct UserAdminOnePathTests {
  // region: staleVersion
  @Test(
    "a rename or a status change made from a stale version is refused on every command that takes one"
  )
  func staleVersionRefused() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["register", "김철수"], store: store)
      let shown = try await userAdmin(["show", "user-1"], store: store)
      #expect(shown.output.hasLine("  version:      1"), "\(shown)")
      // Elsewhere, someone changes the user: the version moves on to 2.
      #expect(try await userAdmin(["status", "user-1", "busy"], store: store).status == 0)

      for command in [["rename", "user-1", "박영희"], ["status", "user-1", "free"]] {
        let stale = try await userAdmin(command + ["--expect-version", "1"], store: store)
        #expect(stale.status == 1, "\(command): \(stale)")
        #expect(
          stale.output.contains("someone changed this user after the version you named"),
          "\(command): \(stale)")
      }
      let unchanged = try await userAdmin(["show", "user-1"], store: store)
      #expect(unchanged.output.contains("name:         김철수"), "\(unchanged)")
      #expect(unchanged.output.contains("status:       busy"), "\(unchanged)")

      // The version the person has now seen goes through.
      let current = try await userAdmin(
        ["rename", "user-1", "박영희", "--expect-version", "2"], store: store)
      #expect(current.status == 0, "\(current)")
      #expect(current.output.contains("name:         박영희"), "\(current)")
      #expect(current.output.hasLine("  version:      3"), "updated prints the version: \(current)")
    }
  }
  // endregion

  // region: eachChange
  @Test("each user command that changes a user leaves its event in the same commit")
  func eachChangeLeavesItsEvent() async throws {
    try await withTemporaryDirectory { store in
      let kill = ["USER_ADMIN_KILL_AT": "commit"]
      let changes: [([String], String)] = [
        (["register", "김철수"], "registered"),
        (["rename", "user-1", "박영희"], "renamed"),
        (["status", "user-1", "DDD 공부 중"], "statusMessageChanged"),
        (["upgrade", "user-1"], "upgraded"),
        (["downgrade", "user-1"], "downgraded"),
        (["withdraw", "user-1"], "withdrew"),
      ]
      for (command, kind) in changes {
        let killed = try await userAdmin(command, store: store, environment: kill)
        #expect(killed.status != 0, "\(command) was not killed after its commit: \(killed)")
        #expect(try await undeliveredKinds(in: store) == [kind], "\(command)")
        // The next command delivers it first, as after any crash.
        #expect(try await userAdmin(["list"], store: store).status == 0)
        #expect(try await undeliveredKinds(in: store).isEmpty, "\(command)")
      }
    }
  }
  // endregion
}
