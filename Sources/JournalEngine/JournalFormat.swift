// Chapter 4 deep dive — the storage engine: the journal's format. Docs/04b-journal-deep-dive.md
//
// Read first: the example file below, then `scan(_:firstLine:)`.
//
//     dddworkshop-user-journal 2
//     c156c23a save {"createdAt":1700000000.123,"id":"user-1","name":"김철수","statusMessage":""}
//     7ad0e1d9 commit 0000000001 f2a8be3e
//     29d2c4b4 delete user-1
//     0c9a3d51 commit 0000000001 0e3b9f1c
//
// Line 1 names the format and its version. Every other line is a CRC-32 of the rest of
// the line in hex, a space, then `save` and a record's payload, `delete` and a key, or
// `commit`: a transaction's boundary. A commit record carries how many entry lines the
// transaction holds and a CRC-32 over those lines' own checksums, so a transaction is
// visible only when every line of it arrived intact and in order. What a crash can
// leave, and what counts as damage instead, is decided in `JournalFormat+Transactions`.

/// Which journal a file is: the name on its first line and the version of its layout.
public struct JournalFormat: Sendable, Hashable {
  /// The name on the first line, before the version, such as `dddworkshop-user-journal`.
  public let name: String
  /// The version this code writes and reads.
  public let version: Int

  /// The first layout version with commit records, which this engine writes.
  ///
  /// Version 1 had no commit records; only recovery reads it.
  public static let transactionalVersion = 2

  /// Makes a format from its name (no spaces or line feeds) and version.
  public init(name: String, version: Int) {
    self.name = name
    self.version = version
  }

  /// The first line of every journal of this format, line feed included.
  var header: [UInt8] { Array("\(name) \(version)\n".utf8) }

  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  private static let putKeyword = Array("save ".utf8)
  private static let removeKeyword = Array("delete ".utf8)
  private static let commitKeyword = Array("commit ".utf8)
  /// Every commit record has this many bytes, line feed included.
  static let commitLineLength = 36

  /// Checks the first line of a file; returns `nil` when it is this format's header.
  func checkHeader(_ bytes: [UInt8]) -> JournalError.UnrecognizedFormat? {
    guard !bytes.isEmpty else { return .empty }
    if bytes.starts(with: header) { return nil }
    guard let found = headerVersion(bytes) else { return .notAJournal }
    return found > version ? .unsupportedVersion(found) : .olderVersion(found)
  }

  /// The version on a first line that names this format, or `nil`.
  func headerVersion(_ bytes: [UInt8]) -> Int? {
    guard let end = bytes.firstIndex(of: Self.newline),
      let text = String(validating: bytes[..<end], as: UTF8.self),
      text.hasPrefix(name + " "),
      let found = Int(text.dropFirst(name.count + 1)), found > 0
    else { return nil }
    return found
  }

  // region: line
  /// The bytes of one line recording `entry`.
  static func encodeLine(_ entry: JournalEntry) -> [UInt8] {
    switch entry {
    case .put(let payload): return checksummed(putKeyword + payload)
    case .remove(let key): return checksummed(removeKeyword + Array(key.utf8))
    }
  }

  /// The bytes of one transaction: its entry lines, then the commit record that makes
  /// them visible.
  static func encodeTransaction(_ entries: some Collection<JournalEntry>) -> [UInt8] {
    var bytes: [UInt8] = []
    var checksums: [UInt8] = []
    checksums.reserveCapacity(entries.count * 8)
    for entry in entries {
      let line = encodeLine(entry)
      checksums += line.prefix(8)
      bytes += line
    }
    return bytes + encodeCommit(count: entries.count, checksum: CRC32.checksum(checksums))
  }
  // endregion

  /// The commit record for `count` entry lines whose checksums have this CRC-32.
  static func encodeCommit(count: Int, checksum: UInt32) -> [UInt8] {
    let digits = String(count)
    let padded = String(repeating: "0", count: max(0, 10 - digits.count)) + digits
    return checksummed(commitKeyword + Array("\(padded) \(hex(checksum))".utf8))
  }

  private static func checksummed(_ content: [UInt8]) -> [UInt8] {
    Array(hex(CRC32.checksum(content)).utf8) + [space] + content + [newline]
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// What one line of a journal says, once its own checksum is checked.
  enum Record: Sendable {
    /// An intact `save` or `delete`.
    case entry(JournalEntry)
    /// An intact commit record.
    case commit(count: Int, checksum: UInt32)
    /// A line whose checksum does not match, or that is not a record at all.
    case unreadable
  }

  /// One line found by a scan: where it is and what it says.
  struct ScannedLine: Sendable {
    /// The offset of its first byte, in the scanned bytes' indices.
    var start: Int
    /// The offset just after its line feed (or the end of the bytes, if it has none).
    var end: Int
    /// Whether it ends with a line feed.
    var isFinished: Bool
    var record: Record
  }

  /// Splits journal bytes into lines and checks each line's own checksum.
  static func scan(_ bytes: ArraySlice<UInt8>) -> [ScannedLine] {
    var lines: [ScannedLine] = []
    var start = bytes.startIndex
    while start < bytes.endIndex {
      guard let end = bytes[start...].firstIndex(of: newline) else {
        // A last line with no line feed was never finished: always unreadable.
        lines.append(
          ScannedLine(start: start, end: bytes.endIndex, isFinished: false, record: .unreadable))
        break
      }
      let record = parseRecord(bytes[start..<end])
      lines.append(ScannedLine(start: start, end: end + 1, isFinished: true, record: record))
      start = end + 1
    }
    return lines
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

  /// What a line says, when its checksum matches and it is a record this format knows.
  static func parseRecord(_ line: ArraySlice<UInt8>) -> Record {
    guard line.count > 9, line[line.startIndex + 8] == space,
      let expected = parseHex(line.prefix(8))
    else { return .unreadable }
    let content = line.dropFirst(9)
    guard CRC32.checksum(content) == expected else { return .unreadable }
    if content.starts(with: putKeyword) {
      return .entry(.put(payload: content.dropFirst(putKeyword.count)))
    }
    if content.starts(with: removeKeyword) {
      guard let key = String(validating: content.dropFirst(removeKeyword.count), as: UTF8.self)
      else { return .unreadable }
      return .entry(.remove(key: key))
    }
    if content.starts(with: commitKeyword), line.count + 1 == commitLineLength {
      let fields = content.dropFirst(commitKeyword.count)
      guard let count = Int(String(decoding: fields.prefix(10), as: UTF8.self)),
        fields[fields.startIndex + 10] == space,
        let checksum = parseHex(fields.suffix(8))
      else { return .unreadable }
      return .commit(count: count, checksum: checksum)
    }
    return .unreadable
  }

  private static func parseHex(_ digits: ArraySlice<UInt8>) -> UInt32? {
    guard digits.count == 8 else { return nil }
    var value: UInt32 = 0
    for byte in digits {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(byte - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(byte - 87)
      default: return nil
      }
    }
    return value
  }
}
