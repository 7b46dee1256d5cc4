// The storage engine on its own: bytes, lines and files, no users.
// Docs/04b-journal-deep-dive.md
//
// The state here is the smallest that fits: payloads like `k=v`, kept by key. Each test
// states a rule of the engine that the user repository relies on without restating it.

import Foundation
import JournalEngine
import Testing

/// Records `key=value` by key; a payload without `=` is rejected, naming its line.
struct Pairs: JournalState, Equatable {
  var values: [String: String] = [:]

  typealias Failure = Rejected

  struct Rejected: Error, Equatable {
    var line: Int
    var engine: JournalError?
  }

  init(minimumCapacity: Int) {}
  init(_ values: [String: String]) { self.values = values }

  var count: Int { values.count }

  static func decode(_ lines: [JournalLine], path: String) throws(Rejected) -> [JournalLine] {
    for line in lines {
      if case .put(let payload) = line.entry, !payload.contains(UInt8(ascii: "=")) {
        throw Rejected(line: line.number)
      }
    }
    return lines
  }

  mutating func apply(_ decoded: [JournalLine]) {
    for line in decoded {
      switch line.entry {
      case .put(let payload):
        let parts = String(decoding: payload, as: UTF8.self).split(separator: "=")
        values[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
      case .remove(let key): values[key] = nil
      }
    }
  }

  func makeEntries() -> [JournalEntry] {
    values.keys.sorted().compactMap { key in values[key].map { Self.put(key, $0) } }
  }

  static func wrap(_ error: JournalError) -> Rejected { Rejected(line: 0, engine: error) }

  static func put(_ key: String, _ value: String) -> JournalEntry {
    .put(payload: Array("\(key)=\(value)".utf8)[...])
  }
}

let format = JournalFormat(name: "test-journal", version: 2)

func withDirectory(_ body: (String) throws -> Void) throws {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("journal-engine-\(UUID().uuidString)").path
  defer { try? FileManager.default.removeItem(atPath: directory) }
  try body(directory)
}

func open(_ directory: String, faults: SimulatedFaults? = nil) throws -> Journal<Pairs> {
  try Journal(directory: directory, name: "pairs", format: format, faults: faults)
}

func record(_ journal: Journal<Pairs>, _ key: String, _ value: String) throws {
  try journal.append([Pairs.put(key, value)]) { $0.values[key] = value }
}

@Suite("The journal engine")
struct JournalTests {
  @Test("entries appended in one call are replayed, in order, when the journal is reopened")
  func replaysAppends() throws {
    try withDirectory { directory in
      let journal = try open(directory)
      try journal.append([Pairs.put("a", "1"), Pairs.put("b", "2"), .remove(key: "a")]) {
        $0.values = ["b": "2"]
      }

      let reopened = try Journal<Pairs>(directory: directory, name: "pairs", format: format)

      #expect(reopened.state == Pairs(["b": "2"]))
      #expect(reopened.entryCount == 3)
    }
  }

  @Test("a failed write or sync leaves the file and the state as they were, and later appends work")
  func faultLeavesNothing() throws {
    for operation in [SimulatedFaults.Operation.write, .sync] {
      try withDirectory { directory in
        let faults = SimulatedFaults()
        let journal = try open(directory, faults: faults)
        try record(journal, "a", "1")
        let before = try Data(contentsOf: URL(fileURLWithPath: journal.path))

        faults.failNext(operation)
        #expect(throws: Pairs.Rejected.self) { try record(journal, "b", "2") }

        #expect(journal.state == Pairs(["a": "1"]))
        #expect(try Data(contentsOf: URL(fileURLWithPath: journal.path)) == before)
        try record(journal, "c", "3")
        #expect(try open(directory).state == Pairs(["a": "1", "c": "3"]))
      }
    }
  }

  @Test("compaction keeps one line per live record and replays to the same state")
  func compaction() throws {
    try withDirectory { directory in
      let journal = try open(directory)
      for round in 0..<10 { try record(journal, "a", "\(round)") }
      try record(journal, "b", "x")

      try journal.compact()

      #expect(journal.entryCount == 2)
      #expect(try open(directory).state == Pairs(["a": "9", "b": "x"]))
    }
  }

  @Test("an incomplete transaction after the last commit record is cut off when the journal opens")
  func tornTail() throws {
    try withDirectory { directory in
      let path = try open(directory).path
      try record(try open(directory), "a", "1")
      let intact = try Data(contentsOf: URL(fileURLWithPath: path))
      try (intact + Data("0123abcd save b=".utf8)).write(to: URL(fileURLWithPath: path))

      #expect(try open(directory).state == Pairs(["a": "1"]))
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == intact)
    }
  }

  @Test(
    "a damaged line with valid lines after it throws, naming the line and offset, and changes nothing"
  )
  func damagedLine() throws {
    try withDirectory { directory in
      let journal = try open(directory)
      for key in ["a", "b", "c"] { try record(journal, key, "1") }
      var bytes = try Data(contentsOf: URL(fileURLWithPath: journal.path))
      let fourth = bytes.split(separator: UInt8(ascii: "\n")).prefix(3).map(\.count).reduce(3, +)
      bytes[fourth + 12] ^= 0x01
      try bytes.write(to: URL(fileURLWithPath: journal.path))

      let expected = Pairs.Rejected(
        line: 0,
        engine: .damaged(path: journal.path, line: 4, offset: fourth, reason: .unreadableLine))
      #expect(throws: expected) { try open(directory) }
      #expect(try Data(contentsOf: URL(fileURLWithPath: journal.path)) == bytes)
    }
  }

  @Test(
    "a journal over a megabyte, read in parallel chunks, replays in order and finds damage by line")
  func largeJournal() throws {
    try withDirectory { directory in
      let journal = try open(directory)
      let keys = (0..<20_000).map { "key-\($0)" }
      let padding = String(repeating: "v", count: 50)
      try journal.append(keys.map { Pairs.put($0, padding) } + [.remove(key: "key-0")]) { _ in }
      let reopened = try open(directory)
      #expect(reopened.state.count == 19_999)
      #expect(reopened.state.values["key-19999"] == padding)

      var bytes = try Data(contentsOf: URL(fileURLWithPath: journal.path))
      let lines = bytes.split(separator: UInt8(ascii: "\n"))
      let line = 12_345  // the header is line 1
      let start = lines.prefix(line - 1).map { $0.count + 1 }.reduce(0, +)
      bytes[start + 12] ^= 0x01
      try bytes.write(to: URL(fileURLWithPath: journal.path))

      let expected = Pairs.Rejected(
        line: 0,
        engine: .damaged(path: journal.path, line: line, offset: start, reason: .unreadableLine))
      #expect(throws: expected) { try open(directory) }
      #expect(try Data(contentsOf: URL(fileURLWithPath: journal.path)) == bytes)
    }
  }

  @Test("a file of another format, a newer version or an older one is refused and left untouched")
  func foreignFormat() throws {
    try withDirectory { directory in
      let path = try open(directory).path
      for (bytes, reason) in [
        (Data("test-journal 3\n".utf8), JournalError.UnrecognizedFormat.unsupportedVersion(3)),
        (Data("test-journal 1\n".utf8), .olderVersion(1)),
        (Data("other 1\n".utf8), .notAJournal), (Data(), .empty),
      ] {
        try bytes.write(to: URL(fileURLWithPath: path))
        let expected = Pairs.Rejected(
          line: 0, engine: .unrecognizedFormat(path: path, reason: reason))
        #expect(throws: expected) { try open(directory) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
      }
    }
  }

  @Test("a payload the state rejects stops the open with the state's own error and line")
  func rejectedPayload() throws {
    try withDirectory { directory in
      let journal = try open(directory)
      try record(journal, "a", "1")
      try journal.append([.put(payload: Array("no-equals".utf8)[...])]) { _ in }

      #expect(throws: Pairs.Rejected(line: 4)) { try open(directory) }
    }
  }

  @Test("refresh picks up entries another journal appended, and a compaction it made")
  func refreshSeesOthers() throws {
    try withDirectory { directory in
      let mine = try open(directory)
      let theirs = try open(directory)
      try record(theirs, "a", "1")
      try mine.refresh()
      #expect(mine.state == Pairs(["a": "1"]))

      try record(theirs, "a", "2")
      try theirs.compact()
      try mine.refresh()
      #expect(mine.state == Pairs(["a": "2"]))
    }
  }

  @Test("an atomic replace leaves the new bytes and no temp file behind")
  func atomicReplace() throws {
    try withDirectory { directory in
      try SystemPath.makeDirectory(directory)
      let path = directory + "/counter"
      try SystemPath.replaceContents(of: path, with: Array("1\n".utf8), via: path + ".saving")
      try SystemPath.replaceContents(of: path, with: Array("2\n".utf8), via: path + ".saving")

      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("2\n".utf8))
      #expect(!SystemPath.exists(path + ".saving"))
    }
  }

  @Test("a failed atomic replace leaves the old bytes and no temp file behind")
  func failedAtomicReplace() throws {
    try withDirectory { directory in
      try SystemPath.makeDirectory(directory)
      let path = directory + "/counter"
      try SystemPath.replaceContents(of: path, with: Array("1\n".utf8), via: path + ".saving")
      let faults = SimulatedFaults()

      faults.failNext(.sync)
      #expect(throws: FileSystemError.self) {
        try SystemPath.replaceContents(
          of: path, with: Array("2\n".utf8), via: path + ".saving", faults: faults)
      }

      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("1\n".utf8))
      #expect(!SystemPath.exists(path + ".saving"))
    }
  }

  @Test("every journal error is a sentence naming the file and, where there is one, the line")
  func errorsNameTheFile() {
    let cause = FileSystemError(operation: "fsync", path: "/data/pairs.journal", code: 0)
    let errors: [JournalError] = [
      .unrecognizedFormat(path: "/data/pairs.journal", reason: .empty),
      .unrecognizedFormat(path: "/data/pairs.journal", reason: .notAJournal),
      .unrecognizedFormat(path: "/data/pairs.journal", reason: .unsupportedVersion(2)),
      .unrecognizedFormat(path: "/data/pairs.journal", reason: .olderVersion(1)),
      .damaged(path: "/data/pairs.journal", line: 7, offset: 300, reason: .commitMismatch),
      .symbolicLink(path: "/data/pairs.journal"),
      .unsafeDirectory(path: "/data/pairs.journal", mode: 0o777), .fileSystem(cause),
      .unusable(path: "/data/pairs.journal", cause: cause),
      .missing(path: "/data/pairs.journal", witness: "/data/pairs.lock"),
    ]

    for error in errors { #expect(error.description.contains("/data/pairs.journal")) }
    let damaged = JournalError.damaged(path: "p", line: 7, offset: 300, reason: .commitMismatch)
    #expect(damaged.description.contains("line 7 (byte 300)"))
    #expect(cause.description == "fsync failed for /data/pairs.journal: simulated fault")
  }

  @Test("the line checksum is standard CRC-32: 123456789 gives cbf43926")
  func checksum() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
  }
}
