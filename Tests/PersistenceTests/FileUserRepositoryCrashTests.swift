// Chapter 4 — Repositories: batches, compaction and a full disk under real crashes (RE-6).
// Docs/04b-journal-deep-dive.md
//
// Each test runs the repository in a child process (`journal-writer`) and kills it with
// SIGKILL, or makes the system refuse its writes with a file-size limit, then states what
// a reopened store must hold: every acknowledged change, and no part of any other.

import Foundation
import Persistence
import TestSupport
import Testing

@Suite("The file store keeps batches whole under kill -9 and a full disk (RE-6)")
struct FileUserRepositoryCrashTests {
  @Test("a batch killed at 24 points inside its write is wholly absent after reopening")
  func killTimedToTheWrite() async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    for point in 0..<24 {
      try await withTemporaryDirectory { directory in
        // From the first byte to the last entry line: each of the 20 lines has over 75 bytes.
        let bytes = point * 62
        let child = try ChildProcess(writer, ["crash", directory.path, "20", "\(bytes)"])
        let output = await child.finishedOutput()
        #expect(child.status != 0 && !output.contains("saved"), "\(output)")

        let stored = try await FileUserRepository(directory: directory).findAll()

        #expect(stored.isEmpty, "killed after \(bytes) bytes: \(stored.count) of 20 users")
      }
    }
  }

  @Test(
    "batches killed at random moments (4 here, 24 in CI) are each wholly there or wholly absent, and every acknowledged one is there"
  )
  func killAtRandom() async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    var random = SeededGenerator(seed: 13)
    let size = 2_000
    for run in 0..<TortureRounds.count(quick: 4, ci: 24) {
      try await withTemporaryDirectory { directory in
        let delay = Int.random(in: 10...150, using: &random)
        let child = try ChildProcess(writer, ["batches", directory.path, "\(size)", "1000"])
        await child.kill(afterMilliseconds: delay)
        let acknowledged = await child.finishedOutput().split(separator: "\n")
          .filter { $0.hasPrefix("saved batch") }.count

        let stored = try await FileUserRepository(directory: directory).findAll()

        #expect(stored.count % size == 0, "run \(run): a partial batch of \(stored.count % size)")
        #expect(stored.count / size >= acknowledged, "run \(run) after \(delay) ms")
        #expect(stored.count / size <= acknowledged + 1, "run \(run) after \(delay) ms")
      }
    }
  }

  @Test(
    "compactions killed at random moments (4 here, 24 in CI) lose nothing and leave no temp file after reopening"
  )
  func killDuringCompaction() async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    var random = SeededGenerator(seed: 4)
    try await withTemporaryDirectory { directory in
      let users = try (0..<3_000).map { try Fixtures.user("user-\($0)", named: "user \($0)") }
      try await FileUserRepository(directory: directory).save(contentsOf: users)
      for run in 0..<TortureRounds.count(quick: 4, ci: 24) {
        let child = try ChildProcess(writer, ["compact", directory.path])
        await child.kill(afterMilliseconds: Int.random(in: 10...150, using: &random))
        _ = await child.finishedOutput()

        let reopened = try FileUserRepository(directory: directory)

        #expect(try await reopened.findAll().count == users.count, "run \(run)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(Set(names) == ["users.journal", "users.lock"], "run \(run)")
      }
    }
  }

  @Test(
    "a file-size limit at every cut point of a save, a batch and a compaction makes it throw and change nothing",
    arguments: ["save", "batch", "compact"])
  func fileSizeLimit(operation: String) async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    try await withTemporaryDirectory { directory in
      let users = try (0..<2).map { try Fixtures.user("user-\($0)", named: "user \($0)") }
      try await FileUserRepository(directory: directory).save(contentsOf: users)
      let child = try ChildProcess(writer, ["fsize", directory.path, operation])
      let output = await child.finishedOutput()
      let cuts = output.split(separator: "\n").filter { $0.hasPrefix("limit ") }

      #expect(child.status == 0, "\(output)")
      #expect(cuts.count > 100, "\(output.suffix(300))")
      for cut in cuts {
        #expect(cut.hasSuffix("disk unchanged, memory unchanged, temp file removed"), "\(cut)")
      }
      let expected = operation == "compact" ? 2 : operation == "save" ? 3 : 5
      #expect(try await FileUserRepository(directory: directory).findAll().count == expected)
    }
  }
}
