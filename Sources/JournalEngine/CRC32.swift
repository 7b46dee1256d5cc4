// Chapter 4 deep dive — the storage engine: the checksum on each journal line.
// Docs/04b-journal-deep-dive.md
//
// Read only if curious: CRC-32 (the one zip and PNG use), written out because the
// workshop has no dependencies. It lets the journal tell a line written whole from one
// torn by a crash or damaged on disk.

/// CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320).
package enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
    return value
  }

  /// The checksum of `bytes`.
  package static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32
  where Bytes.Element == UInt8 {
    var crc: UInt32 = 0xFFFF_FFFF
    table.withUnsafeBufferPointer { table in
      for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
    return ~crc
  }
}
