// Builds journal lines by hand, independently of the repositories' own code, so tests can
// plant exactly the file they need: a record that breaks a rule, a stale temp file.

import Foundation

/// Hand-made journal bytes in the file repository's documented format.
public enum JournalBytes {
  /// The header line of a version-`version` journal.
  public static func header(version: Int = 2) -> Data {
    Data("dddworkshop-user-journal \(version)\n".utf8)
  }

  /// A checksummed line storing a user with these raw fields.
  public static func saveLine(
    id: String, name: String, statusMessage: String = "", createdAt: Double = 1_700_000_000
  ) -> Data {
    let json =
      #"{"createdAt":\#(createdAt),"id":"\#(id)","name":"\#(name)","#
      + #""statusMessage":"\#(statusMessage)"}"#
    return line("save " + json)
  }

  /// A checksummed line carrying `content` (`save {…}` or `delete id`).
  public static func line(_ content: String) -> Data {
    let checksum = String(crc32(Array(content.utf8)), radix: 16)
    let padded = String(repeating: "0", count: 8 - checksum.count) + checksum
    return Data("\(padded) \(content)\n".utf8)
  }

  /// Entry lines closed by their commit record: one transaction.
  public static func transaction(_ lines: Data...) -> Data {
    transaction(lines)
  }

  /// Entry lines closed by their commit record: one transaction.
  public static func transaction(_ lines: [Data]) -> Data {
    let checksums = lines.flatMap { Array($0.prefix(8)) }
    let count = String(lines.count)
    let padded = String(repeating: "0", count: 10 - count.count) + count
    let sum = String(crc32(checksums), radix: 16)
    let commit = line("commit \(padded) " + String(repeating: "0", count: 8 - sum.count) + sum)
    return lines.reduce(Data(), +) + commit
  }

  /// CRC-32 (IEEE), bit by bit: slow, short, and independent of the engine's table version.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
    }
    return ~crc
  }
}
