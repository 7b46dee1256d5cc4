// The storage engine's witness: once a journal was made, its lock file says so, and a
// journal that goes missing is refused instead of opening as an empty store.
// Docs/04b-journal-deep-dive.md

import Foundation
import JournalEngine
import Testing

@Suite("A journal that existed and went missing is refused, not read as empty")
struct JournalWitnessTests {
  @Test(
    "a journal deleted after it was made is refused at open, naming it and its lock file; nothing is created"
  )
  func missingJournalIsRefused() throws {
    try withDirectory { directory in
      // Given a journal that was made and written to
      let journal = try open(directory)
      try record(journal, "a", "1")
      // When the journal file goes missing
      try FileManager.default.removeItem(atPath: journal.path)
      // Then opening refuses, naming the file and its witness, and makes no empty journal
      #expect(
        throws: Pairs.Rejected(
          line: 0, engine: .missing(path: journal.path, witness: directory + "/pairs.lock"))
      ) {
        try open(directory)
      }
      #expect(!SystemPath.exists(journal.path))
    }
  }

  @Test("a journal that goes missing while a store has it open is refused at the next look")
  func missingWhileOpen() throws {
    try withDirectory { directory in
      let journal = try open(directory)
      try record(journal, "a", "1")
      try FileManager.default.removeItem(atPath: journal.path)
      #expect(
        throws: Pairs.Rejected(
          line: 0, engine: .missing(path: journal.path, witness: directory + "/pairs.lock"))
      ) {
        try record(journal, "b", "2")
      }
      #expect(!SystemPath.exists(journal.path))
    }
  }

  @Test(
    "a store made before the witness gets one at its next open; deleting journal and lock starts an empty store on purpose"
  )
  func witnessForOldStoresAndStartingOver() throws {
    try withDirectory { directory in
      let journal = try open(directory)
      try record(journal, "a", "1")
      // Given a lock file as stores left it before the witness: empty
      let lock = URL(fileURLWithPath: directory + "/pairs.lock")
      try Data().write(to: lock)
      // When the journal opens, the witness is written, and a later loss is refused
      #expect(try open(directory).state == Pairs(["a": "1"]))
      #expect(try Data(contentsOf: lock).isEmpty == false)
      try FileManager.default.removeItem(atPath: journal.path)
      #expect(throws: Pairs.Rejected.self) { try open(directory) }
      // And removing the witness too is the decision to start over
      try FileManager.default.removeItem(at: lock)
      #expect(try open(directory).state == Pairs([:]))
    }
  }
}
