// The storage engine's compaction beside the writers: planned in a moment, written
// anywhere, swapped in under the lock with what was appended meanwhile.
// Docs/04b-journal-deep-dive.md

import Foundation
import JournalEngine
import Testing

@Suite("The journal engine compacts beside its writers")
struct JournalCompactionTests {
  /// The names in `directory` that are not the journal or its lock.
  func leftovers(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0 != "pairs.journal" && $0 != "pairs.lock" }
  }

  @Test(
    "appends made while a compaction is written are carried into the compacted journal, and none is lost"
  )
  func appendsDuringCompaction() throws {
    try withDirectory { directory in
      let journal = try open(directory)
      for round in 0..<50 { try record(journal, "a", "\(round)") }
      let plan = try #require(journal.planCompaction())

      try record(journal, "b", "1")
      let prepared = try Journal<Pairs>.prepareCompaction(plan)
      try record(journal, "c", "1")
      try journal.append([.remove(key: "b")]) { $0.values["b"] = nil }
      try journal.finishCompaction(prepared)

      let expected = Pairs(["a": "49", "c": "1"])
      #expect(journal.state == expected)
      #expect(journal.entryCount == 4)  // a=49, then b, c and the removal of b
      #expect(try open(directory).state == expected)
      #expect(try open(directory).entryCount == 4)
      #expect(try leftovers(in: directory).isEmpty)
    }
  }

  @Test("a compaction whose temp file cannot be written throws, removes it, and changes nothing")
  func failedPreparation() throws {
    try withDirectory { directory in
      let faults = SimulatedFaults()
      let journal = try open(directory, faults: faults)
      for round in 0..<10 { try record(journal, "a", "\(round)") }
      let before = try Data(contentsOf: URL(fileURLWithPath: journal.path))
      let plan = try #require(journal.planCompaction())

      faults.failNext(.write)
      #expect(throws: Pairs.Rejected.self) { try Journal<Pairs>.prepareCompaction(plan) }

      #expect(try Data(contentsOf: URL(fileURLWithPath: journal.path)) == before)
      #expect(try leftovers(in: directory).isEmpty)
      try record(journal, "b", "1")
      #expect(try open(directory).state == Pairs(["a": "9", "b": "1"]))
    }
  }

  @Test(
    "a compaction another journal made meanwhile wins: the prepared one is discarded, and nothing is lost"
  )
  func otherCompactionWins() throws {
    try withDirectory { directory in
      let mine = try open(directory)
      let theirs = try open(directory)
      for round in 0..<10 { try record(mine, "a", "\(round)") }
      let plan = try #require(mine.planCompaction())
      let prepared = try Journal<Pairs>.prepareCompaction(plan)

      try record(theirs, "b", "1")
      try theirs.compact()
      try mine.finishCompaction(prepared)

      #expect(mine.state == Pairs(["a": "9", "b": "1"]))
      #expect(try open(directory).state == Pairs(["a": "9", "b": "1"]))
      #expect(try leftovers(in: directory).isEmpty)
    }
  }
}
