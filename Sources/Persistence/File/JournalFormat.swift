// Chapter 4 — Repositories (RE-6): the journal's format. Docs/04-repositories.md
//
// Read first: the example file below, then `scan(_:firstLine:)`.
//
//     dddworkshop-user-journal 1
//     5a1c09e2 {"save":{"createdAt":1700000000.123,"id":"user-1","name":"김철수",…}}
//     0b7d44f1 {"delete":"user-1"}
//
// Line 1 names the format and its version. Every other line is one change: a CRC-32 of
// the JSON in hex, a space, the JSON, a line feed. A crash can tear only the last line
// being written, so bad bytes with nothing valid after them are a torn tail to drop; a
// bad line *followed by* good ones is damage, and the journal refuses to guess.

import Foundation

/// How the journal is written and read: the header, the lines, and the scan.
enum JournalFormat {
  /// The name on the first line, before the version.
  static let formatName = "dddworkshop-user-journal"
  /// The version this code writes and reads.
  static let version = 1
  /// The first line of every journal, line feed included.
  static let header = Array("\(formatName) \(version)\n".utf8)

  private static let newline = UInt8(ascii: "\n")
  private static let space = UInt8(ascii: " ")

  /// Why a file is not a journal this code can read.
  enum HeaderProblem: Equatable {
    case empty
    case notAJournal
    case unsupportedVersion(Int)
  }

  /// Checks the first line of a file; returns `nil` when it is this version's header.
  static func problem(withFirstBytes bytes: [UInt8], fileSize: Int) -> HeaderProblem? {
    guard fileSize > 0 else { return .empty }
    if bytes.starts(with: header) { return nil }
    let firstLine = bytes.prefix { $0 != newline }
    guard let text = String(validating: firstLine, as: UTF8.self),
      text.hasPrefix(formatName + " "),
      let found = Int(text.dropFirst(formatName.count + 1)), found > version
    else { return .notAJournal }
    return .unsupportedVersion(found)
  }

  /// The bytes of one line recording `entry`.
  static func line(for entry: JournalEntry, using encoder: JSONEncoder) throws -> [UInt8] {
    let json = try encoder.encode(entry)
    let checksum = String(CRC32.checksum(json), radix: 16)
    let padded = String(repeating: "0", count: 8 - checksum.count) + checksum
    return Array(padded.utf8) + [space] + Array(json) + [newline]
  }

  /// A JSON encoder whose output is the same for the same entry on every run.
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// What a scan of journal bytes found.
  struct Scan {
    /// The JSON of each valid line, in order.
    var payloads: [ArraySlice<UInt8>] = []
    /// How many bytes the valid lines take, from the start of the scanned bytes.
    var validLength = 0
    /// Whether bytes after the valid lines form no valid line: a torn tail to drop.
    var hasTornTail = false
  }

  /// A bad line with valid lines after it.
  struct Damage: Error {
    /// The line number of the bad line, counting the header as line 1.
    let line: Int
  }

  /// Splits journal bytes into lines and checks each line's checksum.
  /// - Parameter firstLine: the line number of the first scanned line (2 after the header).
  /// - Throws: ``Damage`` when a bad line is followed by a valid one.
  static func scan(_ bytes: [UInt8], firstLine: Int) throws(Damage) -> Scan {
    var result = Scan()
    var firstBadLine: Int?
    var lineNumber = firstLine
    var start = bytes.startIndex
    while start < bytes.endIndex {
      guard let end = bytes[start...].firstIndex(of: newline) else {
        // A last line with no line feed was never finished: always bad.
        if firstBadLine == nil { firstBadLine = lineNumber }
        break
      }
      if let payload = validPayload(bytes[start..<end]) {
        if let bad = firstBadLine { throw Damage(line: bad) }
        result.payloads.append(payload)
        result.validLength = end + 1 - bytes.startIndex
      } else if firstBadLine == nil {
        firstBadLine = lineNumber
      }
      start = end + 1
      lineNumber += 1
    }
    result.hasTornTail = firstBadLine != nil
    return result
  }

  /// The JSON of a line whose checksum matches, or `nil`.
  private static func validPayload(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    guard line.count > 9, line[line.startIndex + 8] == space else { return nil }
    var expected: UInt32 = 0
    for byte in line.prefix(8) {
      guard let digit = hexValue(byte) else { return nil }
      expected = expected << 4 | digit
    }
    let payload = line.dropFirst(9)
    return CRC32.checksum(payload) == expected ? payload : nil
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    default: return nil
    }
  }

  /// Decodes the JSON of many lines in one pass, as one JSON array.
  ///
  /// Decoding one array is much faster than one decoder call per line; when it fails,
  /// the caller decodes line by line to name the bad one.
  static func decode(_ payloads: [ArraySlice<UInt8>], using decoder: JSONDecoder) throws
    -> [JournalEntry]
  {
    var array: [UInt8] = [UInt8(ascii: "[")]
    array.reserveCapacity(payloads.reduce(2) { $0 + $1.count + 1 })
    for (index, payload) in payloads.enumerated() {
      if index > 0 { array.append(UInt8(ascii: ",")) }
      array.append(contentsOf: payload)
    }
    array.append(UInt8(ascii: "]"))
    return try decoder.decode([JournalEntry].self, from: Data(array))
  }
}
