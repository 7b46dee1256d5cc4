// The storage engine's way out of damage for a whole store: every journal of a directory.
// Docs/04b-journal-deep-dive.md
//
// A store here is what the capstone's is: one journal with its own state (`pairs`, like the
// users') and three keyed journals, each in its own format. Each test damages, removes or
// replaces one of them and reads the report and the files.

import Foundation
import JournalEngine
import Testing

/// The keyed journals of the test store, with their formats (the capstone's, by name).
private let keyedJournals = ["circles", "authentication", "sequences"]

private func keyedFormat(_ name: String) -> JournalFormat {
  JournalFormat(name: "dddworkshop-\(name)-journal", version: 1)
}

/// The recovery of the test store in `directory`.
private func storeRecovery(_ directory: String) -> StoreRecovery {
  StoreRecovery(
    directory: directory,
    journals: [.journal("pairs", format: format, of: Pairs.self)]
      + keyedJournals.map { .keyed($0, format: keyedFormat($0)) })
}

/// Writes three transactions to every journal of the store; a keyed journal's first holds
/// two records, so a transaction split apart would show.
private func makeStore(in directory: String) throws {
  let pairs = try open(directory)
  for key in ["a", "b", "c"] { try record(pairs, key, "1") }
  for name in keyedJournals {
    let journal = try Journal<KeyedRecords>(
      directory: directory, name: name, format: keyedFormat(name))
    for keys in [["one", "uno"], ["two"], ["three"]] {
      let records = try keys.map { key in
        try KeyedRecord(kind: "thing", key: key, fields: Array(#"{"n":1}"#.utf8))
      }
      try journal.commit(records.map { .put($0) }, checking: { _ in })
    }
  }
}

/// The line of the second transaction's entry: after the header and the first transaction.
private func secondTransactionLine(of name: String) -> Int { name == "pairs" ? 4 : 5 }

/// The bytes of every journal file in `directory`, by name.
private func journalBytes(_ directory: String) throws -> [String: Data] {
  var bytes: [String: Data] = [:]
  for name in ["pairs"] + keyedJournals {
    bytes[name] = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name).journal"))
  }
  return bytes
}

/// Flips one byte inside the second transaction's entry line of `name.journal`; returns
/// the damaged bytes and the line's offset.
private func damageSecondTransaction(of name: String, in directory: String) throws -> (
  bytes: Data, offset: Int
) {
  let url = URL(fileURLWithPath: "\(directory)/\(name).journal")
  var bytes = try Data(contentsOf: url)
  let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  let offset = lines[0..<(secondTransactionLine(of: name) - 1)].reduce(0) { $0 + $1.count + 1 }
  bytes[offset + 12] ^= 0x01
  try bytes.write(to: url)
  return (bytes, offset)
}

@Suite("Recovery of a whole store: every journal, reported by file")
struct StoreRecoveryTests {
  @Test(
    "each journal of a store can be the damaged one: recovery salvages it beside its original, reports the damage by line and byte, and leaves every other journal byte-identical",
    arguments: ["pairs"] + keyedJournals)
  func eachJournalDamaged(name: String) throws {
    try withDirectory { directory in
      try makeStore(in: directory)
      let (damaged, offset) = try damageSecondTransaction(of: name, in: directory)
      let before = try journalBytes(directory)

      let report = storeRecovery(directory).run()

      #expect(report.isRecovered)
      let path = "\(directory)/\(name).journal"
      let text = report.description
      let kept =
        name == "pairs" ? "2 intact transactions (2 entries)" : "2 intact transactions (3 entries)"
      let line = secondTransactionLine(of: name)
      #expect(text.contains("\(path) now holds \(kept)"), "\(text)")
      #expect(text.contains("skipped lines \(line)–\(line + 1) (bytes \(offset)–"), "\(text)")
      #expect(text.contains("the original was kept as \(path).damaged"), "\(text)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".damaged")) == damaged)
      for other in ["pairs"] + keyedJournals where other != name {
        let entries = other == "pairs" ? 3 : 4
        #expect(
          text.contains("\(directory)/\(other).journal is intact (3 transactions, \(entries)"))
        #expect(try journalBytes(directory)[other] == before[other], "\(other)")
      }
      // The salvaged journal opens: the store is usable again.
      if name == "pairs" {
        #expect(try open(directory).state.values == ["a": "1", "c": "1"])
      } else {
        let journal = try Journal<KeyedRecords>(
          directory: directory, name: name, format: keyedFormat(name))
        #expect(
          try journal.current().records(kind: "thing").keys.sorted() == ["one", "three", "uno"])
      }
    }
  }

  @Test(
    "a journal that cannot be recovered is reported with its error naming the file, left untouched, and the others are still checked"
  )
  func unrecoverableJournal() throws {
    try withDirectory { directory in
      try makeStore(in: directory)
      let foreign = Data("{\"not\": \"a journal\"}\n".utf8)
      let path = "\(directory)/authentication.journal"
      try foreign.write(to: URL(fileURLWithPath: path))

      let report = storeRecovery(directory).run()

      #expect(!report.isRecovered)
      #expect(report.description.contains("\(path) cannot be recovered: \(path) does not start"))
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == foreign)
      #expect(report.description.contains("\(directory)/sequences.journal is intact"))
    }
  }

  @Test(
    "a missing journal is reported as missing, and every file no journal owns is named and left in place"
  )
  func missingJournalsAndStrayFiles() throws {
    try withDirectory { directory in
      try makeStore(in: directory)
      try FileManager.default.removeItem(atPath: "\(directory)/sequences.journal")
      for stray in ["circles.json", "pairs.journal.damaged", "pairs.journal.compacting-1"] {
        try Data("left over\n".utf8).write(to: URL(fileURLWithPath: "\(directory)/\(stray)"))
      }

      let text = storeRecovery(directory).run().description

      #expect(text.contains("\(directory)/sequences.journal does not exist yet"), "\(text)")
      #expect(text.contains("\(directory)/circles.json is not a file of this store"), "\(text)")
      #expect(text.contains("\(directory)/pairs.journal.damaged is a damaged original"), "\(text)")
      #expect(text.contains("\(directory)/pairs.journal.compacting-1 is a temp file"), "\(text)")
      #expect(!text.contains("pairs.lock"), "a journal's own lock is no stray file: \(text)")
      for stray in ["circles.json", "pairs.journal.damaged", "pairs.journal.compacting-1"] {
        #expect(FileManager.default.fileExists(atPath: "\(directory)/\(stray)"))
      }
    }
  }

  @Test("a store folder that does not exist is reported, and nothing is created")
  func missingStore() throws {
    try withDirectory { directory in
      let report = storeRecovery(directory).run()
      #expect(!report.isRecovered)
      #expect(report.description.contains("there is no store at \(directory)"))
      #expect(!FileManager.default.fileExists(atPath: directory))
    }
  }
}
