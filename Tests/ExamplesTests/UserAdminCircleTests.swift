// Chapter 7 — the capstone's circle commands and ids by prefix, run as a black box
// (AD-5, AD-6; issue 14's capstone points). Docs/06-layers.md, Docs/07-beyond-the-basics.md

import Foundation
import TestSupport
import Testing

/// Runs `user-admin --store store arguments…`, reproducible unless told otherwise.
private func run(
  _ arguments: [String], store: URL, reproducible: Bool = true
) async throws -> (status: Int32, output: String) {
  try await runBuiltExecutable(
    "user-admin", ["--store", store.path] + arguments,
    environment: reproducible ? ["USER_ADMIN_REPRODUCIBLE": "1"] : [:])
}

/// Runs a command that must succeed; returns its output.
@discardableResult
private func succeed(_ arguments: [String], store: URL) async throws -> String {
  let result = try await run(arguments, store: store)
  #expect(result.status == 0, "\(arguments): \(result.output)")
  return result.output
}

/// Registers `names` (user-1, user-2, … in a reproducible store).
private func register(_ names: [String], in store: URL) async throws {
  for name in names { try await succeed(["register", name], store: store) }
}

@Suite("The capstone's circle commands run the circle use cases over file stores (AD-5, AD-6)")
struct UserAdminCircleTests {
  @Test(
    "the circle commands take users by id, as the help says: a user's name is refused as an unknown id"
  )
  func circleCommandsTakeIds() async throws {
    try await withTemporaryDirectory { store in
      try await register(["kimchulsoo"], in: store)
      let help = try await run(["help"], store: store)
      #expect(
        help.output.split(separator: "\n").contains(
          "circle commands (chapter 7; users, circles and invitations go by id or id prefix):"))

      let byName = try await run(["circle", "create", "kimchulsoo", "Swift"], store: store)

      #expect(byName.status == 1)
      #expect(byName.output == "error: no user has the id \"kimchulsoo\"\n", "\(byName)")
      #expect(try await run(["circle", "create", "user-1", "Swift"], store: store).status == 0)
    }
  }

  @Test("circle create, show, list, rename and delete work on the circle store, across restarts")
  func lifecycle() async throws {
    try await withTemporaryDirectory { store in
      try await register(["김철수", "박영희"], in: store)

      #expect(
        try await succeed(["circle", "create", "user-1", "Swift 모임"], store: store)
          .hasLine("created circle-1"))
      #expect(
        try await succeed(["circle", "list"], store: store).hasLine("circle-1  Swift 모임  1 member"))
      #expect(
        try await succeed(["circle", "rename", "circle-1", "iOS 스터디"], store: store)
          .hasLine("  name:     iOS 스터디"))
      let shown = try await succeed(["circle", "show", "circle-1"], store: store)
      #expect(shown.hasLine("  owner:    김철수"))
      #expect(
        FileManager.default.fileExists(atPath: store.appendingPathComponent("circles.journal").path)
      )

      #expect(
        try await succeed(["circle", "delete", "circle-1"], store: store).hasLine(
          "deleted circle-1"))
      #expect(try await succeed(["circle", "list"], store: store).contains("no circles yet"))
    }
  }

  @Test("circle join and leave change the members; the owner cannot leave")
  func joinAndLeave() async throws {
    try await withTemporaryDirectory { store in
      try await register(["김철수", "박영희"], in: store)
      try await succeed(["circle", "create", "user-1", "Swift 모임"], store: store)

      #expect(
        try await succeed(["circle", "join", "circle-1", "user-2"], store: store)
          .hasLine("박영희 joined circle-1: 2 members"))
      #expect(
        try await succeed(["circle", "leave", "circle-1", "user-2"], store: store)
          .hasLine("박영희 left circle-1: 1 member"))
      let ownerLeaves = try await run(["circle", "leave", "circle-1", "user-1"], store: store)
      #expect(ownerLeaves.status == 1)
      #expect(ownerLeaves.output.contains("the owner cannot leave their own circle"))
    }
  }

  @Test(
    "circle show prints the version; circle rename or delete with a stale --expect-version is refused and changes nothing"
  )
  func staleCircleVersion() async throws {
    try await withTemporaryDirectory { store in
      try await register(["김철수"], in: store)
      try await succeed(["circle", "create", "user-1", "Swift 모임"], store: store)
      let shown = try await succeed(["circle", "show", "circle-1"], store: store)
      #expect(shown.hasLine("  version:  1"))
      try await succeed(
        ["circle", "rename", "circle-1", "iOS 스터디", "--expect-version", "1"], store: store)
      for stale in [["rename", "circle-1", "Kotlin 모임"], ["delete", "circle-1"]] {
        let result = try await run(["circle"] + stale + ["--expect-version", "1"], store: store)
        #expect(result.status == 1)
        #expect(result.output.contains("circle-1"))
      }
      #expect(
        try await succeed(["circle", "list"], store: store).hasLine("circle-1  iOS 스터디  1 member"))
    }
  }

  @Test("circle rename to another circle's name is refused with the duplicate-name rule")
  func renameDuplicate() async throws {
    try await withTemporaryDirectory { store in
      try await register(["김철수"], in: store)
      try await succeed(["circle", "create", "user-1", "Swift 모임"], store: store)
      try await succeed(["circle", "create", "user-1", "iOS 스터디"], store: store)
      let result = try await run(["circle", "rename", "circle-2", "Swift 모임"], store: store)
      #expect(result.status == 1)
      #expect(result.output.contains("a circle named \"Swift 모임\" already exists"))
    }
  }

  @Test("circle invite and accept: a member invites, the invitee joins, the invitation ends")
  func inviteAndAccept() async throws {
    try await withTemporaryDirectory { store in
      try await register(["김철수", "박영희", "이민수"], in: store)
      try await succeed(["circle", "create", "user-1", "Swift 모임"], store: store)

      #expect(
        try await succeed(["circle", "invite", "circle-1", "user-1", "user-2"], store: store)
          .hasLine("invited 박영희 to circle-1: invitation-1"))
      #expect(
        try await succeed(["circle", "show", "circle-1"], store: store)
          .hasLine("  invited:  박영희 by 김철수 (invitation-1)"))
      let notMember = try await run(
        ["circle", "invite", "circle-1", "user-3", "user-2"], store: store)
      #expect(notMember.status == 1)
      #expect(notMember.output.contains("only a member may invite"))

      #expect(
        try await succeed(["circle", "accept", "invitation-1"], store: store)
          .hasLine("accepted invitation-1: circle-1 has 2 members"))
      let again = try await run(["circle", "accept", "invitation-1"], store: store)
      #expect(again.status == 1)
      #expect(again.output.contains("no invitation has the id \"invitation-1\""))
    }
  }

  @Test("circle decline ends the invitation without touching the circle")
  func decline() async throws {
    try await withTemporaryDirectory { store in
      try await register(["김철수", "박영희"], in: store)
      try await succeed(["circle", "create", "user-1", "Swift 모임"], store: store)
      try await succeed(["circle", "invite", "circle-1", "user-1", "user-2"], store: store)
      #expect(
        try await succeed(["circle", "decline", "invitation-1"], store: store)
          .hasLine("declined invitation-1"))
      #expect(
        try await succeed(["circle", "list"], store: store).hasLine("circle-1  Swift 모임  1 member"))
    }
  }
}

@Suite("The capstone takes ids by unique prefix and echoes input one way (LA-2)")
struct UserAdminPrefixTests {
  @Test("a unique prefix of a UUID id is enough, as git allows: rename 2A9723A0 NAME")
  func uniquePrefix() async throws {
    try await withTemporaryDirectory { store in
      let registered = try await run(["register", "김철수"], store: store, reproducible: false)
      let line = try #require(
        registered.output.split(separator: "\n").first { $0.hasPrefix("registered ") })
      let id = String(line.dropFirst("registered ".count))
      let prefix = String(id.prefix(8))

      let renamed = try await run(["rename", prefix, "김영수"], store: store, reproducible: false)
      #expect(renamed.status == 0, "\(renamed.output)")
      #expect(renamed.output.hasLine("updated \(id)"), "\(renamed.output)")
    }
  }

  @Test("circle commands take circle and user ids by prefix too")
  func circlePrefixes() async throws {
    try await withTemporaryDirectory { store in
      try await register(["김철수", "박영희"], in: store)
      try await succeed(["circle", "create", "user-1", "Swift 모임"], store: store)
      #expect(
        try await succeed(["circle", "show", "circ"], store: store).hasLine("  id:       circle-1"))
    }
  }

  @Test("an ambiguous prefix is refused and lists every id it matches")
  func ambiguousPrefix() async throws {
    try await withTemporaryDirectory { store in
      try await register(["김철수", "박영희"], in: store)
      let result = try await run(["show", "user"], store: store)
      #expect(result.status == 1)
      #expect(
        result.output.contains(
          "the prefix \"user\" matches 2 users: user-1, user-2; type more of the id"))
    }
  }

  @Test("a prefix under 4 characters is refused")
  func shortPrefix() async throws {
    try await withTemporaryDirectory { store in
      try await register(["김철수"], in: store)
      let result = try await run(["show", "use"], store: store)
      #expect(result.status == 1)
      #expect(result.output.contains("an id prefix needs at least 4 characters"))
    }
  }

  @Test("register with a name in several words says how to quote it, and registers nobody")
  func quoteHint() async throws {
    try await withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("store")
      let result = try await run(["register", "a", "b", "c"], store: store)
      #expect(result.status == 2)
      #expect(result.output.contains("quote it: user-admin register \"a b c\""))
      #expect(!FileManager.default.fileExists(atPath: store.path))
    }
  }

  @Test("echoed bad input is cut to 20 characters and marked, for names and messages alike")
  func truncatedEchoes() async throws {
    try await withTemporaryDirectory { store in
      try await register(["김철수"], in: store)
      let cut = "\"" + String(repeating: "z", count: 20) + "\"…"
      let name = try await run(["register", String(repeating: "z", count: 200)], store: store)
      let status = try await run(
        ["status", "user-1", String(repeating: "z", count: 200)], store: store)
      let id = try await run(["show", String(repeating: "z", count: 200)], store: store)
      for result in [name, status, id] {
        #expect(result.status == 1)
        #expect(result.output.contains(cut), "\(result.output)")
        #expect(!result.output.contains(String(repeating: "z", count: 21)), "\(result.output)")
      }
    }
  }

  @Test("list and show never create the store folder; they say there is no store yet")
  func readOnlyCommands() async throws {
    try await withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("not-yet")
      for arguments in [
        ["list"], ["show", "user-1"], ["circle", "list"], ["circle", "show", "c-1"],
      ] {
        let result = try await run(arguments, store: store)
        #expect(result.output.contains("there is no store yet"), "\(arguments)")
        #expect(!FileManager.default.fileExists(atPath: store.path), "\(arguments)")
      }
    }
  }
}
