// Chapter 4 deep dive — opening a large store fast. Docs/04b-journal-deep-dive.md
//
// Read after `UserRecord+JournalEntry.swift`. Opening a store decodes every record the
// journal holds, and Foundation's `JSONDecoder` is general: it builds a tree of values,
// then walks it through `Codable`'s keyed containers. The store wrote these records itself,
// so it knows their exact shape: sorted keys, no spaces, a number and plain strings. This
// parser reads that one shape directly and says "not mine" (`nil`) to anything else: an
// escape, a key it does not know, a number written another way. Those records go to
// `JSONDecoder` as before, so the fast path can make opening faster but never different;
// a property test and the fuzzer check that both agree on every record the parser accepts.

import Entities

/// A strict reader for the JSON this store writes for a user, and nothing more.
package enum UserRecordParser {
  /// The record in `payload`, when it has exactly the shape this store writes; otherwise
  /// `nil`, and the caller must ask `JSONDecoder`.
  ///
  /// The shape: `{"createdAt":N,"id":"…","name":"…","statusMessage":"…"}`, optionally with
  /// `,"type":"…"` and then `,"version":V` before the closing brace (chapter 8 writes the
  /// version once a user has been saved twice); N is a plain decimal number without
  /// exponent, V a plain integer, and no string holds a backslash, a control character or
  /// invalid UTF-8.
  /// - Complexity: O(n) in the payload's length, one pass.
  package static func parse(_ payload: ArraySlice<UInt8>) -> UserRecord? {
    payload.withUnsafeBufferPointer { bytes in
      var cursor = Cursor(bytes: bytes)
      return cursor.readRecord()
    }
  }

  /// Decodes every payload, each with the parser when it can, and all the others together
  /// with `decodeRest`, in one call; the records, in the payloads' order.
  /// - Throws: whatever `decodeRest` throws.
  static func parseAll(
    _ payloads: [ArraySlice<UInt8>],
    otherwise decodeRest: ([ArraySlice<UInt8>]) throws -> [UserRecord]
  ) throws -> [UserRecord] {
    var records: [UserRecord] = []
    records.reserveCapacity(payloads.count)
    var unread: [Int] = []
    for (index, payload) in payloads.enumerated() {
      if let record = parse(payload) {
        records.append(record)
      } else {
        unread.append(index)
        records.append(UserRecord(id: "", name: "", statusMessage: "", createdAt: 0))
      }
    }
    guard !unread.isEmpty else { return records }
    let decoded = try decodeRest(unread.map { payloads[$0] })
    for (index, record) in zip(unread, decoded) { records[index] = record }
    return records
  }

  /// A position in a payload's bytes; every read moves past what it read, or fails.
  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    // region: readRecord
    mutating func readRecord() -> UserRecord? {
      guard skip(Self.createdAtKey), let createdAt = readNumber(),
        skip(Self.idKey), let id = readString(),
        skip(Self.nameKey), let name = readString(),
        skip(Self.statusMessageKey), let statusMessage = readString()
      else { return nil }
      var type = UserType.normal.rawValue
      if skip(Self.typeKey) {
        guard let stored = readString() else { return nil }
        type = stored
      }
      var version = 1
      if skip(Self.versionKey) {
        guard let stored = readInteger() else { return nil }
        version = stored
      }
      guard skip(Self.closingBrace), position == bytes.count else { return nil }
      return UserRecord(
        id: id, name: name, statusMessage: statusMessage, createdAt: createdAt, type: type,
        version: version)
    }
    // endregion

    /// Moves past `expected` if the bytes continue with it.
    mutating func skip(_ expected: StaticString) -> Bool {
      let count = expected.utf8CodeUnitCount
      guard bytes.count - position >= count else { return false }
      let prefix = expected.utf8Start
      for offset in 0..<count where bytes[position + offset] != prefix[offset] { return false }
      position += count
      return true
    }

    /// A string's text, after its opening quote; only plain UTF-8, no escapes.
    mutating func readString() -> String? {
      guard skip(Self.quote) else { return nil }
      let start = position
      while position < bytes.count {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
          let text = String(
            validating: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
          position += 1
          return text
        }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
        position += 1
      }
      return nil
    }

    /// A finite number written `-?(0|[1-9][0-9]*)(.[0-9]+)?` with at most 17 digits before
    /// the point and 30 after: what `JSONEncoder` writes for an instant near today.
    mutating func readNumber() -> Double? {
      let start = position
      guard skipInteger(maximumDigits: 17) else { return nil }
      if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
        position += 1
        let fractionStart = position
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        guard position > fractionStart, position - fractionStart <= 30 else { return nil }
      }
      guard let value = Double(text(from: start)), value.isFinite else { return nil }
      return value
    }

    /// An integer written `-?(0|[1-9][0-9]*)` with at most 18 digits: what `JSONEncoder`
    /// writes for an `Int` that fits.
    mutating func readInteger() -> Int? {
      let start = position
      guard skipInteger(maximumDigits: 18) else { return nil }
      return Int(text(from: start))
    }

    /// Moves past `-?(0|[1-9][0-9]*)` of at most `maximumDigits` digits, if the bytes hold it.
    mutating func skipInteger(maximumDigits: Int) -> Bool {
      if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
      let digitsStart = position
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
      let digits = position - digitsStart
      return digits > 0 && digits <= maximumDigits
        && (digits == 1 || bytes[digitsStart] != UInt8(ascii: "0"))
    }

    /// The bytes from `start` to the cursor, as text (only ASCII digits, sign and point).
    private func text(from start: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static let createdAtKey: StaticString = "{\"createdAt\":"
    static let idKey: StaticString = ",\"id\":"
    static let nameKey: StaticString = ",\"name\":"
    static let statusMessageKey: StaticString = ",\"statusMessage\":"
    static let typeKey: StaticString = ",\"type\":"
    static let versionKey: StaticString = ",\"version\":"
    static let quote: StaticString = "\""
    static let closingBrace: StaticString = "}"
  }
}
