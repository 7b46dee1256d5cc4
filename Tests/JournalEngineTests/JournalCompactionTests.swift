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

  @Test(
    "a compaction is finished only on the file it was planned on, even when a newer file comes back with that file's identity"
  )
  func reusedIdentity() throws {
    try withDirectory { directory in
      let mine = try open(directory)
      let theirs = try open(directory)
      for round in 0..<10 { try record(mine, "a", "\(round)") }
      let plan = try #require(mine.planCompaction())
      let prepared = try Journal<Pairs>.prepareCompaction(plan)
      // Given the planned file kept alive under a second name, as a file system hands a freed
      // inode number to a new file, while another journal compacts and this one catches up
      let kept = directory + "/kept"
      try SystemPath.link(mine.path, as: kept)
      try theirs.compact()
      try record(mine, "b", "1")
      // When a newer journal, longer than the plan, comes back under the planned identity
      let newer = try Self.journalBytes(values: 40)
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: kept))
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: newer)
      try handle.close()
      try SystemPath.rename(kept, to: mine.path)
      try mine.finishCompaction(prepared)
      // Then the plan is discarded: no bytes of the newer file are copied at the plan's offset
      let expected = try open(directory).state
      #expect(expected.values.count == 40)
      #expect(mine.state == expected)
    }
  }

  /// The bytes of a journal holding `values` entries, each appended alone.
  static func journalBytes(values: Int) throws -> Data {
    var bytes = Data()
    try withDirectory { directory in
      let journal = try open(directory)
      for index in 0..<values { try record(journal, "x\(index)", "value \(index)") }
      bytes = try Data(contentsOf: URL(fileURLWithPath: journal.path))
    }
    return bytes
  }
}
