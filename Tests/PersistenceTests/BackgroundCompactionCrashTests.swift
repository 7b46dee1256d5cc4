// Chapter 4 — Repositories: the background compaction under real crashes and a full disk
// (RE-6). Docs/04b-journal-deep-dive.md
//
// The compaction a save starts rewrites the journal on another thread while saves go on,
// then switches files under the lock. Each test kills the `journal-writer` child at a
// chosen step of that (the engine's test seam makes the process send itself SIGKILL), or
// cuts its writes short with a file-size limit, and states what a reopened store holds:
// every acknowledged batch, no part of any other, and no temp file. `swift test` kills it
// at 9 of the 21 points, each kind of step at least once; CI at all 21 (`TortureRounds`).

import Foundation
import Persistence
import TestSupport
import Testing

@Suite("The background compaction loses nothing when killed at any step or cut short (RE-6)")
struct BackgroundCompactionCrashTests {
  /// Where the child kills itself: a compaction step and, for a write, after how many bytes.
  static let crashPoints: [(step: String, bytes: Int)] =
    [0, 1, 26, 27, 28, 500, 5_000, 10_000, 20_000, 30_000, 40_000, 10_000_000]
    .map { ("writing", $0) }
    + [0, 1, 60, 200, 1_000, 10_000_000].map { ("appending", $0) }
    + [("before-switch", 0), ("after-rename", 0), ("after-switch", 0)]

  /// Names by id after the first `batches` of the child's rounds, on 500 users `u-N`
  /// named `u N`: the same rule as `compactionRound` in Tests/JournalWriter.
  func expectedNames(afterBatches batches: Int) -> [String: String] {
    var names = Dictionary(uniqueKeysWithValues: (0..<500).map { ("u-\($0)", "u \($0)") })
    for round in 0..<batches {
      let first = round * 50 % 500
      for index in first..<(first + 50) { names["u-\(index)"] = "r\(round) \(index)" }
      names["n-\(round)"] = "n \(round)"
    }
    return names
  }

  /// The points a run plays: all of them in CI (`TortureRounds`); in `swift test` every third
  /// cut while writing and appending, and every step of the switch: 9, each kind of step.
  static var playedPoints: [(step: String, bytes: Int)] {
    crashPoints.enumerated().filter { index, point in
      TortureRounds.isCampaign || index % 3 == 0 || !["writing", "appending"].contains(point.step)
    }
    .map(\.element)
  }

  @Test(
    "a compaction killed while writing, appending, switching and after (9 points here, 21 in CI) loses no acknowledged batch and leaves no temp file"
  )
  func killTimedToEachStep() async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    #expect(Self.crashPoints.count == 21)
    #expect(Set(Self.playedPoints.map(\.step)) == Set(Self.crashPoints.map(\.step)))
    for (step, bytes) in Self.playedPoints {
      try await withTemporaryDirectory { directory in
        let users = try (0..<500).map { try Fixtures.user("u-\($0)", named: "u \($0)") }
        try await FileUserRepository(directory: directory).save(contentsOf: users)
        let child = try ChildProcess(
          writer, ["compaction-crash", directory.path, step, "\(bytes)"])
        let output = await child.finishedOutput()
        let acknowledged = output.split(separator: "\n").filter { $0.hasPrefix("saved batch") }
          .count
        #expect(
          child.status != 0 && !output.contains("never killed"), "\(step) \(bytes): \(output)")
        #expect(acknowledged >= 11, "\(step) \(bytes): killed before any compaction began")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let tempLeft = names.contains { $0.hasPrefix("users.journal.compacting") }
        let switched = step.hasPrefix("after")
        #expect(tempLeft != switched, "\(step) \(bytes): \(names)")

        let stored = try await FileUserRepository(directory: directory).findAll()

        let found = Dictionary(uniqueKeysWithValues: stored.map { ($0.id.value, $0.name.value) })
        let wholeBatches = [acknowledged, acknowledged + 1].filter {
          found == expectedNames(afterBatches: $0)
        }
        #expect(
          wholeBatches.count == 1, "\(step) \(bytes): \(stored.count) users, ack \(acknowledged)")
        let after = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(Set(after) == ["users.journal", "users.lock"], "\(step) \(bytes)")
      }
    }
  }

  @Test(
    "a file-size limit at every cut point of a background compaction makes it throw and change nothing, the appends made meanwhile kept"
  )
  func fileSizeLimit() async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    try await withTemporaryDirectory { directory in
      let child = try ChildProcess(writer, ["fsize", directory.path, "background"])
      let output = await child.finishedOutput()
      let cuts = output.split(separator: "\n").filter { $0.hasPrefix("limit ") }

      #expect(child.status == 0, "\(output)")
      #expect(cuts.count > 100, "\(output.suffix(300))")
      for cut in cuts {
        #expect(cut.hasSuffix("disk unchanged, memory unchanged, temp file removed"), "\(cut)")
      }
      #expect(output.contains("then it succeeded") && output.hasSuffix("state kept\n"), "\(output)")
    }
  }
}
