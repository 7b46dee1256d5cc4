// The storage engine under damage: what a crash can leave is cut, everything else is
// refused with the file untouched, and recovery salvages exactly the intact transactions.
// Docs/04b-journal-deep-dive.md
//
// Each test builds a journal through the engine, then truncates it or flips bits in it
// the way a crash or a failing disk would, and checks every outcome against the list of
// states that were acknowledged. The bit flips sweep every byte of the header and the last
// two transactions: one bit of each in `swift test`, all eight in CI (`TortureRounds`).

import Foundation
import JournalEngine
import TestSupport
import Testing

/// A journal of four transactions (two of them batches) and the state after each.
struct FourTransactions {
  let directory: String
  let path: String
  /// The file's size after the header and after each transaction.
  let ends: [Int]
  /// The state acknowledged after each transaction (index 0: none yet).
  let states: [Pairs]
  let bytes: Data

  init(in directory: String) throws {
    let journal = try open(directory)
    var ends = [try Data(contentsOf: URL(fileURLWithPath: journal.path)).count]
    var states = [Pairs([:])]
    let steps: [([JournalEntry], [String: String?])] = [
      ([Pairs.put("a", "1")], ["a": "1"]),
      ([Pairs.put("b", "2"), Pairs.put("c", "3")], ["b": "2", "c": "3"]),
      ([.remove(key: "a")], ["a": nil]),
      ([Pairs.put("d", "4"), Pairs.put("b", "5")], ["d": "4", "b": "5"]),
    ]
    for (entries, changes) in steps {
      var next = states[states.count - 1]
      for (key, value) in changes { next.values[key] = value }
      let expected = next
      try journal.append(entries) { $0 = expected }
      states.append(next)
      ends.append(try Data(contentsOf: URL(fileURLWithPath: journal.path)).count)
    }
    self.directory = directory
    self.path = journal.path
    self.ends = ends
    self.states = states
    self.bytes = try Data(contentsOf: URL(fileURLWithPath: journal.path))
  }

  /// Writes `bytes` as the journal and opens it: the state, or the engine's error.
  func reopen(with bytes: Data) throws -> Result<Pairs, Pairs.Rejected> {
    try bytes.write(to: URL(fileURLWithPath: path))
    do throws(Pairs.Rejected) {
      return .success(try Journal<Pairs>(directory: directory, name: "pairs", format: format).state)
    } catch {
      return .failure(error)
    }
  }

  /// The file as it is now.
  func current() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
}

@Suite("The journal engine under damage")
struct JournalDamageTests {
  @Test(
    "a journal cut at any byte of its last two transactions opens with every transaction committed before the cut, and is cut back to it"
  )
  func truncationAtEveryByte() throws {
    try withDirectory { directory in
      let journal = try FourTransactions(in: directory)
      for cut in journal.ends[2]..<journal.bytes.count {
        let outcome = try journal.reopen(with: journal.bytes.prefix(cut))

        let committed = journal.ends.lastIndex { $0 <= cut } ?? 0
        #expect(try outcome.get() == journal.states[committed], "cut at \(cut)")
        #expect(try journal.current() == journal.bytes.prefix(journal.ends[committed]))
      }
    }
  }

  @Test(
    "any one flipped bit in the header or the last two transactions is refused with the file untouched, except in the last commit record, which costs that one transaction"
  )
  func everyBitFlip() throws {
    try withDirectory { directory in
      let journal = try FourTransactions(in: directory)
      let lastCommit = (journal.bytes.count - 36)..<journal.bytes.count
      let offsets = Array(0..<journal.ends[0]) + Array(journal.ends[2]..<journal.bytes.count)
      // Every bit of every byte in CI; one bit of each byte, a different one each time, here.
      let bits = TortureRounds.count(quick: 1, ci: 8)
      var refused = 0
      for offset in offsets {
        for bit in (0..<bits).map({ ($0 + offset) % 8 }) {
          var damaged = journal.bytes
          damaged[offset] ^= 1 << bit
          switch try journal.reopen(with: damaged) {
          case .success(let state):
            // The one irreducible ambiguity: rot in the last commit record looks like a
            // crash before it was written, so that transaction, and only it, is cut.
            #expect(lastCommit.contains(offset), "bit \(bit) of byte \(offset) opened")
            #expect(state == journal.states[3])
            #expect(try journal.current() == journal.bytes.prefix(journal.ends[3]))
          case .failure(let error):
            #expect(error.engine != nil, "bit \(bit) of byte \(offset): \(error)")
            #expect(try journal.current() == damaged, "bit \(bit) of byte \(offset)")
            refused += 1
          }
        }
      }
      #expect(refused == (offsets.count - lastCommit.count) * bits)
    }
  }

  @Test("a journal whose every record line is damaged is refused and left untouched")
  func everyLineDamaged() throws {
    try withDirectory { directory in
      let journal = try FourTransactions(in: directory)
      var damaged = journal.bytes
      for index in damaged.indices.dropLast()
      where damaged[index] == UInt8(ascii: "\n") && index + 1 >= journal.ends[0] {
        damaged[index + 1] = UInt8(ascii: "X")
      }

      let outcome = try journal.reopen(with: damaged)

      guard case .failure(let error) = outcome else {
        Issue.record("opened \(outcome)")
        return
      }
      #expect(
        error.engine
          == .damaged(path: journal.path, line: 2, offset: journal.ends[0], reason: .unreadableLine)
      )
      #expect(try journal.current() == damaged)
      let report = try Journal<Pairs>.recover(directory: directory, name: "pairs", format: format)
      #expect(report.keptTransactions == 0)
      #expect(try open(directory).state == Pairs([:]))
    }
  }

  @Test(
    "damage followed by valid transactions is refused, and recovery keeps exactly the intact ones and the original beside them"
  )
  func damageThenValidData() throws {
    try withDirectory { directory in
      let journal = try FourTransactions(in: directory)
      var damaged = journal.bytes
      damaged[journal.ends[1] + 12] ^= 0x04  // inside the batch b=2, c=3
      guard case .failure(let error) = try journal.reopen(with: damaged) else {
        Issue.record("damage before valid data was accepted")
        return
      }
      #expect(
        error.engine
          == .damaged(path: journal.path, line: 4, offset: journal.ends[1], reason: .unreadableLine)
      )
      #expect(try journal.current() == damaged)

      let report = try Journal<Pairs>.recover(directory: directory, name: "pairs", format: format)

      #expect(report.keptTransactions == 3 && report.keptEntries == 4)
      #expect(report.skipped.map(\.firstLine) == [4])
      #expect(report.skipped.map(\.offset) == [journal.ends[1]])
      #expect(report.originalPath == journal.path + ".damaged")
      #expect(try Data(contentsOf: URL(fileURLWithPath: journal.path + ".damaged")) == damaged)
      #expect(try open(directory).state == Pairs(["d": "4", "b": "5"]))
    }
  }

  @Test(
    "damage across a parallel-replay chunk boundary of a journal over a megabyte is refused, and recovery keeps every other transaction"
  )
  func damageAcrossChunks() throws {
    try withDirectory { directory in
      let journal = try open(directory)
      var ends = [try Data(contentsOf: URL(fileURLWithPath: journal.path)).count]
      // 200 transactions of 100 entries: over a megabyte in 200 appends (and syncs).
      let padding = String(repeating: "v", count: 40)
      for batch in 0..<200 {
        let keys = (0..<100).map { "key-\(batch)-\($0)" }
        try journal.append(keys.map { Pairs.put($0, padding) }) { _ in }
        ends.append(try Data(contentsOf: URL(fileURLWithPath: journal.path)).count)
      }
      var bytes = try Data(contentsOf: URL(fileURLWithPath: journal.path))
      #expect(bytes.count > 1 << 20)
      // Damage a run of bytes around every place a chunk could be cut (halves, quarters).
      var touched = Set<Int>()
      for part in [1, 2, 3] {
        let middle = ends[0] + (bytes.count - ends[0]) * part / 4
        for offset in stride(from: middle - 300, to: middle + 300, by: 50) {
          bytes[offset] ^= 0x10
          if let transaction = ends.firstIndex(where: { $0 > offset }) {
            touched.insert(transaction)
          }
        }
      }
      try bytes.write(to: URL(fileURLWithPath: journal.path))

      #expect(throws: Pairs.Rejected.self) { try open(directory) }
      #expect(try Data(contentsOf: URL(fileURLWithPath: journal.path)) == bytes)

      let report = try Journal<Pairs>.recover(directory: directory, name: "pairs", format: format)
      #expect(report.keptTransactions == 200 - touched.count)
      #expect(try open(directory).state.count == (200 - touched.count) * 100)
    }
  }

  @Test(
    "recovery migrates a version 1 journal, one transaction per intact line, keeping the original")
  func migratesVersion1() throws {
    try withDirectory { directory in
      let path = try open(directory).path
      func line(_ content: String) -> String {
        let checksum = String(CRC32Reference.checksum(Array(content.utf8)), radix: 16)
        return String(repeating: "0", count: 8 - checksum.count) + checksum + " " + content + "\n"
      }
      let version1 =
        "test-journal 1\n" + line("save a=1") + "0000dead save x=9\n" + line("save b=2")
      try Data(version1.utf8).write(to: URL(fileURLWithPath: path))
      #expect(throws: Pairs.Rejected.self) {
        try open(directory)
      }

      let report = try Journal<Pairs>.recover(directory: directory, name: "pairs", format: format)

      #expect(report.keptTransactions == 2)
      #expect(report.skipped.map(\.firstLine) == [3])
      #expect(try open(directory).state == Pairs(["a": "1", "b": "2"]))
      #expect(try String(contentsOfFile: path + ".damaged", encoding: .utf8) == version1)
    }
  }

  @Test("recovery of an intact journal changes nothing, and never overwrites a kept original")
  func recoveryKeepsEveryOriginal() throws {
    try withDirectory { directory in
      let journal = try FourTransactions(in: directory)
      let intact = try Journal<Pairs>.recover(directory: directory, name: "pairs", format: format)
      #expect(intact.isUnchanged)
      #expect(try journal.current() == journal.bytes)

      for round in 1...2 {
        var damaged = try journal.current()
        damaged[journal.ends[0] + 12] ^= 0x01
        try damaged.write(to: URL(fileURLWithPath: journal.path))
        let report = try Journal<Pairs>.recover(directory: directory, name: "pairs", format: format)
        let suffix = round == 1 ? "" : "-2"
        #expect(report.originalPath == journal.path + ".damaged" + suffix)
        #expect(
          try Data(contentsOf: URL(fileURLWithPath: journal.path + ".damaged" + suffix)) == damaged)
      }
    }
  }
}

/// CRC-32 written out bit by bit, independent of the engine's table.
enum CRC32Reference {
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
    }
    return ~crc
  }
}
