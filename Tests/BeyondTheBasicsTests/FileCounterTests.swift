// Chapter 7 — Beyond the basics: AD-1, the counter behind numbered ids, kept by the storage
// engine every file repository uses. Docs/07-beyond-the-basics.md

import ExampleSupport
import Foundation
import TestSupport
import Testing

@Suite("The id counter on disk: one record of sequences.journal per counter (AD-1)")
struct FileCounterTests {
  private func journal(in directory: URL) -> URL {
    directory.appendingPathComponent("sequences.journal")
  }

  @Test(
    "a number is committed to sequences.journal, checksummed and owner-only, before it is handed out"
  )
  func committedBeforeUse() throws {
    try withScratchFolder { directory in
      let counter = try FileCounter(named: "user", in: directory)

      let first = try counter.next()
      let second = try counter.next()
      let text = try String(contentsOf: journal(in: directory), encoding: .utf8)

      #expect(first == 1 && second == 2)
      #expect(text.hasPrefix("dddworkshop-sequence-journal 1\n"))
      #expect(text.contains(#" save counter user {"next":3}"#), "\(text)")
      let attributes = try FileManager.default.attributesOfItem(
        atPath: journal(in: directory).path)
      let mode = attributes[.posixPermissions] as? Int
      #expect(mode == 0o600)
      #expect(try FileCounter(named: "user", in: directory).next() == 3)
    }
  }

  @Test("counters of one folder share the journal and never disturb each other")
  func countersAreIndependent() throws {
    try withScratchFolder { directory in
      let users = try FileCounter(named: "user", in: directory)
      let circles = try FileCounter(named: "circle", in: directory)

      let numbers: [Int] = [
        try users.next(), try circles.next(), try users.next(), try circles.next(),
      ]

      #expect(numbers == [1, 1, 2, 2])
    }
  }

  @Test("a damaged sequences.journal is refused with an error naming it, and left byte-identical")
  func damageIsRefused() throws {
    try withScratchFolder { directory in
      let counter = try FileCounter(named: "user", in: directory)
      _ = try counter.next()
      _ = try counter.next()
      var bytes = try Data(contentsOf: journal(in: directory))
      // The first transaction's number, "next":2 → "next":7: its checksum no longer matches.
      let damaged = try #require(bytes.firstRange(of: Data(#""next":2"#.utf8)))
      bytes[damaged.upperBound - 1] = UInt8(ascii: "7")
      try bytes.write(to: journal(in: directory))

      #expect {
        _ = try counter.next()
      } throws: { error in
        "\(error)".contains(journal(in: directory).path) && "\(error)".contains("damaged")
      }
      #expect(try Data(contentsOf: journal(in: directory)) == bytes)
    }
  }

  @Test("a folder that still holds an older version's counter file is refused, naming that file")
  func olderCounterFileIsRefused() throws {
    try withScratchFolder { directory in
      let older = directory.appendingPathComponent("user-sequence")
      try Data("4\n".utf8).write(to: older)

      #expect {
        _ = try FileCounter(named: "user", in: directory)
      } throws: { error in
        "\(error)".contains(older.path) && "\(error)".contains("sequences.journal")
      }
      #expect(!FileManager.default.fileExists(atPath: journal(in: directory).path))
    }
  }

  /// Runs `body` with an owner-only scratch folder, removed afterwards.
  private func withScratchFolder(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dddworkshop-counter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }
}
