// Chapter 8 — Integrity (IN-3): a withdrawal is one unit of work, even under kill -9.
// Docs/08-integrity.md
//
// Each run withdraws a user in a child process (`journal-writer withdraw`, chapter 5's use
// case over chapter 8's unit of work) that kills itself with SIGKILL at a chosen byte of
// the commit's write, from the first byte to past the last. After reopening, the user is
// either stored or archived, never both and never neither, and its UserWithdrew is stored
// exactly when the archive's record is.

import Entities
import Foundation
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite(
  "A withdrawal's unit of work killed at any byte commits all of it or nothing (IN-3)")
struct WithdrawalCrashTests {
  /// Stores user "w-0" in `directory` and returns the copy the repository holds.
  static func seed(_ directory: URL) async throws -> User {
    let store = try FileUserRepository(directory: directory)
    try await store.save(try Fixtures.user("w-0", named: "김철수"))
    return try #require(try await store.find(id: Fixtures.id("w-0")))
  }

  // region: killed
  @Test(
    "a withdrawal killed at 25 points of its commit is whole, event included, or absent after reopening"
  )
  func killTimedToTheWithdrawal() async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    // How long the withdrawal's transaction is, measured on a scratch store.
    let length = try await withTemporaryDirectory { directory in
      let user = try await Self.seed(directory)
      let store = try FileUserRepository(directory: directory)
      let before = try Data(contentsOf: store.journalURL).count
      try await withdrawThroughUnitOfWork(
        user, at: Fixtures.instant(9), in: store.beginUnitOfWork())
      return try Data(contentsOf: store.journalURL).count - before
    }
    var outcomes: [String: Int] = [:]
    for point in 0...24 {
      try await withTemporaryDirectory { directory in
        _ = try await Self.seed(directory)
        let bytes = point * length / 24  // the first byte … the whole transaction
        let child = try ChildProcess(writer, ["withdraw", directory.path, "w-0", "\(bytes)"])
        let output = await child.finishedOutput()

        let reopened = try FileUserRepository(directory: directory)
        let stored = try await reopened.find(id: Fixtures.id("w-0")) != nil
        let archived = try await reopened.findWithdrawnUser(id: Fixtures.id("w-0")) != nil
        let told = try await reopened.pendingEvents(limit: 10).contains {
          if case .withdrew = $0.event { true } else { false }
        }

        #expect(stored != archived, "killed after \(bytes) of \(length) bytes: \(output)")
        // The event is in the same commit: stored exactly when the withdrawal is.
        #expect(told == archived, "killed after \(bytes) of \(length) bytes: \(output)")
        // Killed mid-write, the torn transaction is cut: the user is still stored. Killed
        // after the last byte but before the acknowledgement, the withdrawal is whole.
        #expect(child.status != 0 && !output.contains("withdrew"), "\(output)")
        #expect(archived == (bytes == length), "after \(bytes) of \(length) bytes")
        outcomes[archived ? "archived" : "stored", default: 0] += 1
      }
    }
    // The points span the write: 24 runs die inside it, the last one just after it.
    #expect(outcomes == ["stored": 24, "archived": 1])
  }
  // endregion

  // region: renamesAcrossProcesses
  @Test(
    "two processes changing one user 100 times each lose no update: every save they report is a version"
  )
  func concurrentChangesAcrossProcesses() async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    try await withTemporaryDirectory { directory in
      _ = try await Self.seed(directory)
      let children = try (0..<2).map { _ in
        try ChildProcess(writer, ["renames", directory.path, "w-0", "100"])
      }
      let reports = await ChildProcess.outputs(of: children)
      var saved = 0
      for report in reports {
        let words = report.split(whereSeparator: \.isWhitespace)
        #expect(words.count == 4 && words[0] == "saved", "\(report)")
        saved += words.count == 4 ? Int(words[1]) ?? 0 : 0
      }

      let user = try #require(
        try await FileUserRepository(directory: directory).find(id: Fixtures.id("w-0")))
      // Version 1 from the seed, one more for every save either process was told succeeded:
      // had a stale copy overwritten a newer one unnoticed, saves would outnumber versions.
      #expect(user.version == 1 + saved)
      #expect(saved >= 100)
    }
  }
  // endregion

  @Test("a copy read before another process saved is refused as stale")
  func staleAcrossProcesses() async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    try await withTemporaryDirectory { directory in
      let mine = try await Self.seed(directory)
      let store = try FileUserRepository(directory: directory)
      let other = try ChildProcess(writer, ["renames", directory.path, "w-0", "1"])
      #expect(await other.finishedOutput().hasLine("saved 1 conflicts 0"))

      var stale = mine
      stale.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(30))
      await #expect(throws: UserSaveConflict.staleVersion(id: mine.id, saved: 1, stored: 2)) {
        try await store.save(stale)
      }
      #expect(try await store.find(id: mine.id)?.name.value == "김철수")
    }
  }
}
