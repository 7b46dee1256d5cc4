// Chapter 4 — Repositories (RE-6): the journal's format. Docs/04-repositories.md
//
// Read first: the example file below, then `scan(_:firstLine:)`.
//
//     dddworkshop-user-journal 1
//     c156c23a save {"createdAt":1700000000.123,"id":"user-1","name":"김철수","statusMessage":""}
//     29d2c4b4 delete user-1
//
// Line 1 names the format and its version. Every other line is one change: a CRC-32 of
// the rest of the line in hex, a space, then `save` and the user's record as JSON, or
// `delete` and an id, then a line feed. A crash can tear only the last line being
// written, so bad bytes with nothing valid after them are a torn tail to drop; a bad
// line *followed by* good ones is damage, and the journal refuses to guess.

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

  // region: line
  /// The bytes of one line recording `entry`.
  static func line(for entry: JournalEntry, using encoder: JSONEncoder) throws -> [UInt8] {
    var content: [UInt8]
    switch entry {
    case .save(let record): content = saveKeyword + Array(try encoder.encode(record))
    case .delete(let id): content = deleteKeyword + Array(id.utf8)
    }
    let checksum = String(CRC32.checksum(content), radix: 16)
    let padded = String(repeating: "0", count: 8 - checksum.count) + checksum
    return Array(padded.utf8) + [space] + content + [newline]
  }
  // endregion

  private static let saveKeyword = Array("save ".utf8)
  private static let deleteKeyword = Array("delete ".utf8)

  /// A JSON encoder whose output is the same for the same entry on every run.
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// What a scan of journal bytes found.
  struct Scan: Sendable {
    /// What each valid line says, in order, with saved records still as JSON.
    var lines: [Line] = []
    /// The line number of each valid line.
    var lineNumbers: [Int] = []
    /// How many lines were scanned, valid or not (an unfinished last line included).
    var lineCount = 0
    /// The line number of the first bad line, if any.
    var firstBadLine: Int?
    /// How many bytes the valid lines take, from the start of the scanned bytes.
    var validLength = 0
    /// Whether bytes after the valid lines form no valid line: a torn tail to drop.
    var hasTornTail = false
  }

  /// One valid line, its JSON not yet decoded.
  enum Line: Sendable {
    /// A `save` line and its record's JSON.
    case save(ArraySlice<UInt8>)
    /// A `delete` line and the id it deletes.
    case delete(String)
  }

  /// A bad line with valid lines after it.
  struct Damage: Error {
    /// The line number of the bad line, counting the header as line 1.
    let line: Int
  }

  /// Splits journal bytes into lines and checks each line's checksum.
  /// - Parameter firstLine: the line number of the first scanned line (2 after the header).
  /// - Throws: ``Damage`` when a bad line is followed by a valid one.
  static func scan(_ bytes: ArraySlice<UInt8>, firstLine: Int) throws(Damage) -> Scan {
    var result = Scan()
    var firstBadLine: Int?
    var lineNumber = firstLine
    var start = bytes.startIndex
    // region: end
    while start < bytes.endIndex {
      guard let end = bytes[start...].firstIndex(of: newline) else {
        // A last line with no line feed was never finished: always bad.
        if firstBadLine == nil { firstBadLine = lineNumber }
        lineNumber += 1
        break
      }
      if let line = validLine(bytes[start..<end]) {
        if let bad = firstBadLine { throw Damage(line: bad) }
        result.lines.append(line)
        result.lineNumbers.append(lineNumber)
        result.validLength = end + 1 - bytes.startIndex
      } else if firstBadLine == nil {
        firstBadLine = lineNumber
      }
      start = end + 1
      lineNumber += 1
    }
    // endregion
    result.hasTornTail = firstBadLine != nil
    result.firstBadLine = firstBadLine
    result.lineCount = lineNumber - firstLine
    return result
  }

  /// Cuts `bytes` into about `count` runs of whole lines, split just after line feeds.
  static func chunks(of bytes: ArraySlice<UInt8>, count: Int) -> [ArraySlice<UInt8>] {
    guard count > 1 else { return [bytes] }
    var chunks: [ArraySlice<UInt8>] = []
    var start = bytes.startIndex
    for part in 1..<count {
      let target = bytes.startIndex + bytes.count * part / count
      guard target > start, let cut = bytes[target...].firstIndex(of: newline) else { continue }
      chunks.append(bytes[start...cut])
      start = cut + 1
    }
    chunks.append(bytes[start...])
    return chunks
  }

  /// What a line says, when its checksum matches and it is a `save` or a `delete`.
  private static func validLine(_ line: ArraySlice<UInt8>) -> Line? {
    guard line.count > 9, line[line.startIndex + 8] == space else { return nil }
    var expected: UInt32 = 0
    for byte in line.prefix(8) {
      guard let digit = hexValue(byte) else { return nil }
      expected = expected << 4 | digit
    }
    let content = line.dropFirst(9)
    guard CRC32.checksum(content) == expected else { return nil }
    if content.starts(with: saveKeyword) { return .save(content.dropFirst(saveKeyword.count)) }
    if content.starts(with: deleteKeyword) {
      return String(validating: content.dropFirst(deleteKeyword.count), as: UTF8.self).map(
        Line.delete)
    }
    return nil
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    default: return nil
    }
  }

  // region: decodeRecords
  /// Decodes the records of many `save` lines in one pass, as one JSON array.
  ///
  /// Decoding one array is much faster than one decoder call per line; when it fails,
  /// the caller decodes line by line to name the bad one.
  static func decodeRecords(_ payloads: [ArraySlice<UInt8>], using decoder: JSONDecoder) throws
    -> [UserRecord]
  {
    var array = Data(capacity: payloads.reduce(2) { $0 + $1.count + 1 })
    array.append(UInt8(ascii: "["))
    for (index, payload) in payloads.enumerated() {
      if index > 0 { array.append(UInt8(ascii: ",")) }
      array.append(contentsOf: payload)
    }
    array.append(UInt8(ascii: "]"))
    return try decoder.decode([UserRecord].self, from: array)
  }
  // endregion
}
