// Chapter 9 — Published after commit (EV-2, EV-3) and chapter 8's one-commit withdrawal
// (IN-3), in the capstone, run as a black box. Docs/09-events-and-queries.md
//
// These tests start the built `user-admin` binary in a temp store and read what it prints;
// only the archive check opens the store itself, as a composition root may.

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

/// The lines of `output` that tell somebody something: welcomes, and owners told of joins.
private func welcomes(_ output: String) -> [Substring] {
  output.split(separator: "\n").filter { $0.hasPrefix("notified ") }
}

@Suite("user-admin records its events and delivers them after the commit (EV-2, EV-3, IN-3)")
struct UserAdminEventsTests {
  @Test("a registration prints its welcome once, and the next command does not print it again")
  func welcomeOnce() async throws {
    try await withTemporaryDirectory { store in
      let registered = try await userAdmin(["register", "김철수"], store: store)
      let next = try await userAdmin(["list"], store: store)

      #expect(registered.status == 0)
      #expect(welcomes(registered.output) == ["notified user-1: Welcome, 김철수!"], "\(registered)")
      #expect(next.status == 0)
      #expect(welcomes(next.output).isEmpty, "\(next)")
    }
  }

  @Test(
    "a join tells the circle's owner once, after its commit, and the next command does not again")
  func joinTellsTheOwner() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["register", "김철수"], store: store)
      _ = try await userAdmin(["register", "박영희"], store: store)
      _ = try await userAdmin(["circle", "create", "user-1", "Swift 모임"], store: store)

      let joined = try await userAdmin(["circle", "join", "circle-1", "user-2"], store: store)
      let next = try await userAdmin(["circle", "show", "circle-1"], store: store)

      #expect(joined.status == 0)
      #expect(
        welcomes(joined.output) == ["notified user-1: user-2 joined Swift 모임 (now 2 members)"],
        "\(joined)")
      #expect(welcomes(next.output).isEmpty, "\(next)")
    }
  }

  @Test("a withdrawn user is archived in the same commit and gone from their circles")
  func withdrawalArchivesAndLeavesCircles() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["register", "김철수"], store: store)
      _ = try await userAdmin(["register", "박영희"], store: store)
      _ = try await userAdmin(["circle", "create", "user-1", "Swift 모임"], store: store)
      _ = try await userAdmin(["circle", "join", "circle-1", "user-2"], store: store)

      let withdrawal = try await userAdmin(["withdraw", "user-1"], store: store)
      let circle = try await userAdmin(["circle", "show", "circle-1", "--ids"], store: store)
      let shown = try await userAdmin(["show", "user-1"], store: store)

      #expect(withdrawal.status == 0)
      #expect(withdrawal.output.hasLine("withdrew user-1"), "\(withdrawal)")
      #expect(circle.output.hasLine("  owner:    user-2"), "\(circle)")
      #expect(circle.output.hasLine("  members:  1 member: user-2"), "\(circle)")
      #expect(shown.status == 1)
      let archive = try FileUserRepository(directory: store)
      let archived = try await archive.findWithdrawnUser(id: UserId("user-1"))
      #expect(archived?.id.value == "user-1")
    }
  }

  @Test("an event committed by a run killed before delivery is delivered by the next command")
  func killedRunDeliveredNext() async throws {
    try await withTemporaryDirectory { store in
      let killed = try await userAdmin(
        ["register", "김철수"], store: store, environment: ["USER_ADMIN_KILL_AT": "commit"])
      let next = try await userAdmin(["list"], store: store)
      let after = try await userAdmin(["list"], store: store)

      #expect(killed.status != 0)
      #expect(welcomes(killed.output).isEmpty, "\(killed)")
      #expect(welcomes(next.output) == ["notified user-1: Welcome, 김철수!"], "\(next)")
      #expect(next.output.hasLine("user-1  김철수"), "\(next)")
      #expect(welcomes(after.output).isEmpty, "\(after)")
    }
  }
}
