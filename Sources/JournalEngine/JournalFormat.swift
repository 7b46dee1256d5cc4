// Chapter 4 deep dive — the storage engine: the journal's format. Docs/04b-journal-deep-dive.md
//
// Read first: the example file below, then `scan(_:firstLine:)`.
//
//     dddworkshop-user-journal 1
//     c156c23a save {"createdAt":1700000000.123,"id":"user-1","name":"김철수","statusMessage":""}
//     29d2c4b4 delete user-1
//
// Line 1 names the format and its version. Every other line is one entry: a CRC-32 of
// the rest of the line in hex, a space, then `save` and the record's payload, or
// `delete` and a key, then a line feed. A crash can tear only the last line being
// written, so bad bytes with nothing valid after them are a torn tail to drop; a bad
// line *followed by* good ones is damage, and the journal refuses to guess.

/// Which journal a file is: the name on its first line and the version of its layout.
public struct JournalFormat: Sendable, Hashable {
  /// The name on the first line, before the version, such as `dddworkshop-user-journal`.
  public let name: String
  /// The version this code writes and reads.
  public let version: Int

  /// Makes a format from its name (no spaces or line feeds) and version.
  public init(name: String, version: Int) {
    self.name = name
    self.version = version
  }

  /// The first line of every journal of this format, line feed included.
  var header: [UInt8] { Array("\(name) \(version)\n".utf8) }

  private static let newline = UInt8(ascii: "\n")
  private static let space = UInt8(ascii: " ")
  private static let putKeyword = Array("save ".utf8)
  private static let removeKeyword = Array("delete ".utf8)

  /// Checks the first line of a file; returns `nil` when it is this format's header.
  func checkHeader(_ bytes: [UInt8]) -> JournalError.UnrecognizedFormat? {
    guard !bytes.isEmpty else { return .empty }
    if bytes.starts(with: header) { return nil }
    let firstLine = bytes.prefix { $0 != Self.newline }
    guard let text = String(validating: firstLine, as: UTF8.self),
      text.hasPrefix(name + " "),
      let found = Int(text.dropFirst(name.count + 1)), found > version
    else { return .notAJournal }
    return .unsupportedVersion(found)
  }

  // region: line
  /// The bytes of one line recording `entry`.
  static func encodeLine(_ entry: JournalEntry) -> [UInt8] {
    var content: [UInt8]
    switch entry {
    case .put(let payload): content = putKeyword + payload
    case .remove(let key): content = removeKeyword + Array(key.utf8)
    }
    let checksum = String(CRC32.checksum(content), radix: 16)
    let padded = String(repeating: "0", count: 8 - checksum.count) + checksum
    return Array(padded.utf8) + [space] + content + [newline]
  }
  // endregion

  /// What a scan of journal bytes found.
  struct Scan: Sendable {
    /// The valid lines, in order, payloads still undecoded.
    var lines: [JournalLine] = []
    /// How many lines were scanned, valid or not (an unfinished last line included).
    var lineCount = 0
    /// The line number of the first bad line, if any: the start of a torn tail.
    var firstBadLine: Int?
    /// How many bytes the valid lines take, from the start of the scanned bytes.
    var validLength = 0
  }

  /// A bad line with valid lines after it.
  struct Damage: Error {
    /// The line number of the bad line.
    let line: Int
  }

  /// Splits journal bytes into lines and checks each line's checksum.
  /// - Parameter firstLine: the line number of the first scanned line.
  /// - Throws: ``Damage`` when a bad line is followed by a valid one.
  static func scan(_ bytes: ArraySlice<UInt8>, firstLine: Int) throws(Damage) -> Scan {
    var result = Scan()
    var lineNumber = firstLine
    var start = bytes.startIndex
    // region: end
    while start < bytes.endIndex {
      guard let end = bytes[start...].firstIndex(of: newline) else {
        // A last line with no line feed was never finished: always bad.
        if result.firstBadLine == nil { result.firstBadLine = lineNumber }
        lineNumber += 1
        break
      }
      if let entry = parseEntry(bytes[start..<end]) {
        if let bad = result.firstBadLine { throw Damage(line: bad) }
        result.lines.append(JournalLine(number: lineNumber, entry: entry))
        result.validLength = end + 1 - bytes.startIndex
      } else if result.firstBadLine == nil {
        result.firstBadLine = lineNumber
      }
      start = end + 1
      lineNumber += 1
    }
    // endregion
    result.lineCount = lineNumber - firstLine
    return result
  }

  /// Cuts `bytes` into about `count` runs of whole lines, split just after line feeds.
  static func splitIntoChunks(of bytes: ArraySlice<UInt8>, count: Int) -> [ArraySlice<UInt8>] {
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
  private static func parseEntry(_ line: ArraySlice<UInt8>) -> JournalEntry? {
    guard line.count > 9, line[line.startIndex + 8] == space else { return nil }
    var expected: UInt32 = 0
    for byte in line.prefix(8) {
      guard let digit = parseHexDigit(byte) else { return nil }
      expected = expected << 4 | digit
    }
    let content = line.dropFirst(9)
    guard CRC32.checksum(content) == expected else { return nil }
    if content.starts(with: putKeyword) {
      return .put(payload: content.dropFirst(putKeyword.count))
    }
    if content.starts(with: removeKeyword) {
      return String(validating: content.dropFirst(removeKeyword.count), as: UTF8.self)
        .map { .remove(key: $0) }
    }
    return nil
  }

  private static func parseHexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    default: return nil
    }
  }
}
