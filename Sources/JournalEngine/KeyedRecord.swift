// Chapter 4 deep dive — the storage engine: records by kind and key.
// Docs/04b-journal-deep-dive.md
//
// Read first: the example line below. The users' journal has a state of its own, tuned for
// a hundred thousand users. Every other journal (circles and invitations, accounts and
// sessions, counters) keeps a few records of a few kinds, and shares one state,
// `KeyedRecords`: a record is a kind, a key and the owner's fields.
//
//     5f0c1a2b save circle circle-1 {"name":"Baseball","owner":"user-1",…}
//     0d9e8f7a delete invitation invitation-3
//
// The engine checks the kind and the key (letters, digits, `-`, `_` and `.`), never the
// fields: what they mean is the repository's business, and the lesson.

/// One record of a keyed journal: its kind, its key within the kind, and its fields.
public struct KeyedRecord: Sendable, Hashable {
  /// What the record is, such as `circle` or `invitation`.
  public let kind: String
  /// Which one it is among its kind, such as a circle's id.
  public let key: String
  /// The owner's encoding of the record (JSON in this workshop), without a line feed.
  public let fields: [UInt8]

  /// Makes a record.
  /// - Throws: ``KeyedJournalError/invalidRecord(kind:key:reason:)`` when the kind or key
  ///   is empty or holds a character other than letters, digits, `-`, `_` and `.`, or the
  ///   fields hold a line feed.
  public init(kind: String, key: String, fields: [UInt8]) throws(KeyedJournalError) {
    try Self.checkName(kind, kind: kind, key: key)
    try Self.checkName(key, kind: kind, key: key)
    guard !fields.contains(UInt8(ascii: "\n")) else {
      throw .invalidRecord(kind: kind, key: key, reason: "its fields hold a line feed")
    }
    self.kind = kind
    self.key = key
    self.fields = fields
  }

  /// A kind or key is 1 to 200 of the characters `A-Z a-z 0-9 - _ .`.
  static func checkName(_ name: String, kind: String, key: String) throws(KeyedJournalError) {
    guard (1...200).contains(name.utf8.count), name.utf8.allSatisfy(isNameByte) else {
      throw .invalidRecord(
        kind: String(kind.prefix(40)), key: String(key.prefix(40)),
        reason: "a kind or key must be 1 to 200 letters, digits, '-', '_' or '.'")
    }
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// The journal entry that stores this record: `kind key fields`.
  var entry: JournalEntry {
    .put(payload: ArraySlice(Array("\(kind) \(key) ".utf8) + fields))
  }

  /// Reads a `put` payload back: `nil` when it is not `kind key fields`.
  init?(payload: ArraySlice<UInt8>) {
    let space = UInt8(ascii: " ")
    guard let kindEnd = payload.firstIndex(of: space),
      let keyEnd = payload[(kindEnd + 1)...].firstIndex(of: space)
    else { return nil }
    let kind = payload[..<kindEnd]
    let key = payload[(kindEnd + 1)..<keyEnd]
    guard !kind.isEmpty, !key.isEmpty, kind.allSatisfy(Self.isNameByte),
      key.allSatisfy(Self.isNameByte)
    else { return nil }
    self.kind = String(decoding: kind, as: UTF8.self)
    self.key = String(decoding: key, as: UTF8.self)
    self.fields = Array(payload[(keyEnd + 1)...])
  }
}

/// One change to a keyed journal: a record stored (replacing its kind and key's), or gone.
public enum KeyedChange: Sendable, Hashable {
  /// The record is stored, replacing the one with its kind and key.
  case put(KeyedRecord)
  /// The record with this kind and key is gone.
  case remove(kind: String, key: String)

  /// The journal entry for this change.
  var entry: JournalEntry {
    switch self {
    case .put(let record): return record.entry
    case .remove(let kind, let key): return .remove(key: kind + " " + key)
    }
  }
}
