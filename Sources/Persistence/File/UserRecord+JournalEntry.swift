// Chapter 4 — Repositories (RE-6). Docs/04-repositories.md
//
// Read after `UserRecord.swift`: the last step of the mapping. A record becomes a journal
// entry as JSON with sorted keys, so the same user is always the same bytes; the engine
// stores the bytes without looking inside. Reading back, a whole run of entries is
// decoded at once: what the repository wrote by the engine's strict `FlatRecordParser`, told
// the record's shape here, anything else by `JSONDecoder` as one JSON array.

import Entities
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
  /// Decodes the payloads of many `put` entries: each with the engine's fast parser when
  /// it has the shape this repository writes, all the others with `JSONDecoder`, as one array.
  ///
  /// Decoding one array is much faster than one decoder call per entry; when it fails,
  /// the caller decodes entry by entry to name the bad one.
  static func decodeAll(_ payloads: [ArraySlice<UInt8>]) throws -> [UserRecord] {
    try FlatRecordParser.parseAll(payloads, fast: parseStoredShape, otherwise: decodeAsArray)
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

  /// The record in `payload` when it has exactly the shape this repository writes,
  /// `{"createdAt":N,"id":"…","name":"…","statusMessage":"…"}`, optionally with `"type"`
  /// and then `"version"` before the closing brace; otherwise `nil`, and the caller must
  /// ask `JSONDecoder`, which reads it the same way, only slower.
  package static func parseStoredShape(_ payload: ArraySlice<UInt8>) -> UserRecord? {
    guard let values = FlatRecordParser.parse(payload, shape: storedShape),
      case .number(let createdAt)? = values[0], case .string(let id)? = values[1],
      case .string(let name)? = values[2], case .string(let statusMessage)? = values[3]
    else { return nil }
    var type = UserType.normal.rawValue
    if case .string(let stored)? = values[4] { type = stored }
    var version = 1
    if case .integer(let stored)? = values[5] { version = stored }
    return UserRecord(
      id: id, name: name, statusMessage: statusMessage, createdAt: createdAt, type: type,
      version: version)
  }

  /// The keys this repository writes, sorted, and what each holds.
  private static let storedShape = FlatRecordShape([
    .init("createdAt", .number), .init("id", .string), .init("name", .string),
    .init("statusMessage", .string), .init("type", .string, optional: true),
    .init("version", .integer, optional: true),
  ])
}
