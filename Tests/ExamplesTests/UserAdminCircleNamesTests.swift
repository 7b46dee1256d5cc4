// Chapter 7 — the capstone's circle output names people (AD-5), run as a black box.
// Docs/06-layers.md, Docs/07-beyond-the-basics.md
//
// These tests start the built `user-admin` binary in a temporary store and read what it
// prints. Only the test of a member whose user is gone opens the store itself, as a
// composition root may, to delete a user without the withdrawal's follow-up.

import EventAndQueryAdapters
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

/// Runs `user-admin --store store arguments…` reproducibly; expects it to succeed.
@discardableResult
private func succeed(_ arguments: [String], store: URL) async throws -> String {
  let result = try await runBuiltExecutable(
    "user-admin", ["--store", store.path] + arguments,
    environment: ["USER_ADMIN_REPRODUCIBLE": "1"])
  #expect(result.status == 0, "\(arguments): \(result.output)")
  return result.output
}

@Suite("The capstone's circle output names users by their current names; --ids by id (AD-5)")
struct UserAdminCircleNamesTests {
  @Test("circle show names the owner, the members and the invitees by their current names")
  func namesInShow() async throws {
    try await withTemporaryDirectory { store in
      for name in ["김철수", "박영희", "이민수"] { try await succeed(["register", name], store: store) }
      try await succeed(["circle", "create", "user-1", "Swift 모임"], store: store)
      #expect(
        try await succeed(["circle", "join", "circle-1", "user-2"], store: store)
          == "박영희 joined circle-1: 2 members\nnotified user-1: user-2 joined Swift 모임 (now 2 members)\n"
      )
      try await succeed(["circle", "invite", "circle-1", "user-2", "user-3"], store: store)
      // The names are read when the circle is shown: a rename shows at once.
      try await succeed(["rename", "user-2", "박지성"], store: store)

      #expect(
        try await succeed(["circle", "show", "circle-1"], store: store) == """
            id:       circle-1
            name:     Swift 모임
            owner:    김철수
            members:  2 members: 김철수, 박지성
            version:  2
            invited:  이민수 by 박지성 (invitation-1)

          """)
    }
  }

  @Test("with --ids every circle command names users by id, as the store keeps them")
  func idsFlag() async throws {
    try await withTemporaryDirectory { store in
      for name in ["김철수", "박영희"] { try await succeed(["register", name], store: store) }
      try await succeed(["circle", "create", "user-1", "Swift 모임", "--ids"], store: store)
      #expect(
        try await succeed(["circle", "--ids", "join", "circle-1", "user-2"], store: store)
          .hasPrefix("user-2 joined circle-1: 2 members\n"))
      #expect(
        try await succeed(["circle", "show", "circle-1", "--ids"], store: store)
          .contains("\n  owner:    user-1\n  members:  2 members: user-1, user-2\n"))
      #expect(
        try await succeed(["circle", "list", "--ids"], store: store)
          == "circle-1  Swift 모임  2 members\n")
    }
  }

  @Test(
    "a member whose user is gone is shown by id, marked no longer a user, with the command that repairs it"
  )
  func goneMember() async throws {
    try await withTemporaryDirectory { store in
      for name in ["김철수", "박영희"] { try await succeed(["register", name], store: store) }
      try await succeed(["circle", "create", "user-1", "Swift 모임"], store: store)
      try await succeed(["circle", "join", "circle-1", "user-2"], store: store)
      // Withdrawn, and its `UserWithdrew` taken off the outbox with no follow-up run: as
      // after a follow-up that failed. (A store deletes only a withdrawn user.)
      let users = try FileUserRepository(directory: store)
      var withdrawn = try #require(try await users.find(id: UserId("user-2")))
      withdrawn.withdraw(at: Date(timeIntervalSince1970: 1_700_000_000))
      try await users.delete(withdrawn)
      if let last = try await users.undeliveredEvents(limit: 1_000).last {
        try await users.markDelivered(through: last.position)
      }

      let shown = try await succeed(["circle", "show", "circle-1"], store: store)
      #expect(shown.hasLine("  members:  2 members: 김철수, user-2 (no longer a user)"), "\(shown)")
      #expect(
        shown.contains(
          "  note:     a member who is no longer a user leaves with: user-admin circle repair"),
        "\(shown)")
      #expect(try await succeed(["circle", "repair"], store: store).contains("left circle-1"))
      #expect(
        try await succeed(["circle", "show", "circle-1"], store: store)
          .hasLine("  members:  1 member: 김철수"))
    }
  }
}
