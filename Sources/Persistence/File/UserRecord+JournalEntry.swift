// Chapter 4 — Repositories (RE-6). Docs/04-repositories.md
//
// Read after `UserRecord.swift`: the last step of the mapping. A record becomes a journal
// entry as JSON with sorted keys, so the same user is always the same bytes; the engine
// stores the bytes without looking inside. Reading back, a whole run of entries is
// decoded at once: what the store wrote by `UserRecordParser`, anything else by
// `JSONDecoder` as one JSON array.

import Foundation
import JournalEngine

extension UserRecord {
  // region: makeEntry
  /// The journal entry that stores this record: its JSON, keys sorted, so the same user
  /// is always the same bytes.
  func makeEntry() throws(FileUserRepository.StorageError) -> JournalEntry {
    guard let json = try? Self.encoder.encode(self) else { throw .unencodable(id: id) }
    return .put(payload: Array(json)[...])
  }
  // endregion

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  // region: decodeAll
  /// Decodes the payloads of many `put` entries: each with ``UserRecordParser`` when it
  /// has the shape this store writes, all the others with `JSONDecoder`, as one JSON array.
  ///
  /// Decoding one array is much faster than one decoder call per entry; when it fails,
  /// the caller decodes entry by entry to name the bad one.
  static func decodeAll(_ payloads: [ArraySlice<UInt8>]) throws -> [UserRecord] {
    try UserRecordParser.parseAll(payloads, otherwise: decodeAsArray)
  }

  /// Decodes the payloads with `JSONDecoder`, as one JSON array.
  static func decodeAsArray(_ payloads: [ArraySlice<UInt8>]) throws -> [UserRecord] {
    var array = Data(capacity: payloads.reduce(2) { $0 + $1.count + 1 })
    array.append(UInt8(ascii: "["))
    for (index, payload) in payloads.enumerated() {
      if index > 0 { array.append(UInt8(ascii: ",")) }
      array.append(contentsOf: payload)
    }
    array.append(UInt8(ascii: "]"))
    return try JSONDecoder().decode([UserRecord].self, from: array)
  }
  // endregion
}
