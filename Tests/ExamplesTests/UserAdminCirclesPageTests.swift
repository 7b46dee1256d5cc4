// Chapter 9 — the capstone's `circles` command, run as a black box (QS-1).
// Docs/09-events-and-queries.md

import Foundation
import TestSupport
import Testing

/// Runs `user-admin --store store arguments…` in reproducible mode.
private func run(_ arguments: [String], store: URL) async throws -> (status: Int32, output: String)
{
  try await runBuiltExecutable(
    "user-admin", ["--store", store.path] + arguments,
    environment: ["USER_ADMIN_REPRODUCIBLE": "1"])
}

/// Runs a command that must succeed; returns its output.
@discardableResult
private func succeed(_ arguments: [String], store: URL) async throws -> String {
  let result = try await run(arguments, store: store)
  #expect(result.status == 0, "\(arguments): \(result.output)")
  return result.output
}

/// The cursor in a page's last line, `next page: … --after CURSOR …`.
private func cursor(in output: String) -> String? {
  let words = output.split(separator: "\n").last?.split(separator: " ") ?? []
  guard let index = words.firstIndex(of: "--after"), index + 1 < words.count else { return nil }
  return String(words[index + 1])
}

/// The circle names a page lists, in order.
private func names(in output: String) -> [String] {
  output.split(separator: "\n").filter { $0.hasPrefix("circle-") }
    .map { String($0.split(separator: " ")[1]) }
}

@Suite("The capstone's circles command pages through the query service by cursor (QS-1)")
struct UserAdminCirclesPageTests {
  @Test(
    "circles lists a page sorted by name with owner and member count, and the command for the next")
  func firstPage() async throws {
    try await withTemporaryDirectory { store in
      try await succeed(["register", "alice"], store: store)
      for name in ["chess", "anime", "baking"] {
        try await succeed(["circle", "create", "user-1", name], store: store)
      }

      let output = try await succeed(["circles", "--size", "2"], store: store)

      #expect(names(in: output) == ["anime", "baking"])
      #expect(output.hasLine("circle-2  anime  owner alice  1 member"))
      #expect(output.contains("next page: user-admin --store \(store.path) circles --after "))
    }
  }

  @Test("following the printed cursor, circles created meanwhile never make a page repeat one")
  func stableAcrossProcesses() async throws {
    try await withTemporaryDirectory { store in
      try await succeed(["register", "alice"], store: store)
      for name in ["chess", "anime", "baking", "darts"] {
        try await succeed(["circle", "create", "user-1", name], store: store)
      }
      let first = try await succeed(["circles", "--size", "2"], store: store)
      let token = try #require(cursor(in: first))

      try await succeed(["circle", "create", "user-1", "aikido"], store: store)
      let second = try await succeed(["circles", "--after", token, "--size", "2"], store: store)

      #expect(names(in: second) == ["chess", "darts"])
      #expect(second.contains("end of the list"))
    }
  }

  @Test("a cursor the list never handed out is refused with status 1; a bad option is status 2")
  func refusals() async throws {
    try await withTemporaryDirectory { store in
      try await succeed(["register", "alice"], store: store)

      let forged = try await run(["circles", "--after", "xyz"], store: store)
      let tooBig = try await run(["circles", "--size", "101"], store: store)
      let unknown = try await run(["circles", "--sort", "owner"], store: store)

      #expect(forged.status == 1 && forged.output.contains("is not a cursor this list handed out"))
      #expect(tooBig.status == 1 && tooBig.output.contains("a page holds 1 to 100 circles"))
      #expect(unknown.status == 2 && unknown.output.contains("unknown option --sort"))
    }
  }
}
