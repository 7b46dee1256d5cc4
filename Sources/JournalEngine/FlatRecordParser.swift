// Chapter 4 deep dive — opening a large journal fast. Docs/04b-journal-deep-dive.md
//
// Read after `JournalState.swift`. Opening a repository decodes every record the journal holds,
// and Foundation's `JSONDecoder` is general: it builds a tree of values, then walks it
// through `Codable`'s keyed containers. A repository that wrote its records itself knows their
// exact shape: one flat JSON object, keys sorted, no spaces, values plain strings and
// numbers. This parser reads one such shape, described by the repository, directly, and says
// "not mine" (`nil`) to anything else: an escape, a key the shape does not list, a number
// written another way. The repository sends those records to `JSONDecoder` as before, so the
// fast path can make opening faster but never different; a property test and the fuzzer
// check that both agree on every record the parser accepts. The engine knows strings and
// numbers here, never what a record means.

/// The shape of a flat JSON record a repository writes: its keys in the order written (sorted,
/// as `JSONEncoder` writes them with `.sortedKeys`), each with the kind of its value.
package struct FlatRecordShape: Sendable {
  /// What one key's value is written as.
  package enum Kind: Sendable {
    /// A string without escapes, control characters or invalid UTF-8.
    case string
    /// A finite number `-?(0|[1-9][0-9]*)(.[0-9]+)?`, at most 17 digits before the point
    /// and 30 after: what `JSONEncoder` writes for a `Double` such as an instant near today.
    case number
    /// An integer `-?(0|[1-9][0-9]*)` of at most 18 digits: an `Int` that fits.
    case integer
  }

  /// One key of the shape.
  package struct Field: Sendable {
    let key: StaticString
    let kind: Kind
    let isOptional: Bool

    /// A key, the kind of its value, and whether a record may leave it out.
    package init(_ key: StaticString, _ kind: Kind, optional: Bool = false) {
      self.key = key
      self.kind = kind
      self.isOptional = optional
    }
  }

  let fields: [Field]

  /// A shape of `fields`, in the order a record writes them.
  package init(_ fields: [Field]) {
    self.fields = fields
  }
}

/// A value read from a flat record.
package enum FlatValue: Sendable, Equatable {
  /// A ``FlatRecordShape/Kind/string`` value.
  case string(String)
  /// A ``FlatRecordShape/Kind/number`` value.
  case number(Double)
  /// A ``FlatRecordShape/Kind/integer`` value.
  case integer(Int)
}

/// A strict reader for flat JSON records of one ``FlatRecordShape``, and nothing more.
package enum FlatRecordParser {
  /// The values of the record in `payload`, one per field of `shape` (`nil` for an
  /// optional field left out), when the payload has exactly that shape; otherwise `nil`,
  /// and the caller must ask `JSONDecoder`.
  /// - Complexity: O(n) in the payload's length, one pass.
  package static func parse(_ payload: ArraySlice<UInt8>, shape: FlatRecordShape) -> [FlatValue?]? {
    payload.withUnsafeBufferPointer { bytes in
      var cursor = Cursor(bytes: bytes)
      return cursor.readRecord(shape)
    }
  }

  /// Reads every payload, each with `fast` when it can, and all the others together with
  /// `decodeRest`, in one call; the records, in the payloads' order.
  /// - Throws: whatever `decodeRest` throws.
  package static func parseAll<Record>(
    _ payloads: [ArraySlice<UInt8>],
    fast: (ArraySlice<UInt8>) -> Record?,
    otherwise decodeRest: ([ArraySlice<UInt8>]) throws -> [Record]
  ) throws -> [Record] {
    var records: [Record?] = []
    records.reserveCapacity(payloads.count)
    var unread: [Int] = []
    for (index, payload) in payloads.enumerated() {
      let record = fast(payload)
      if record == nil { unread.append(index) }
      records.append(record)
    }
    guard !unread.isEmpty else { return records.compactMap { $0 } }
    let decoded = try decodeRest(unread.map { payloads[$0] })
    for (index, record) in zip(unread, decoded) { records[index] = record }
    return records.compactMap { $0 }
  }

  /// A position in a payload's bytes; every read moves past what it read, or fails.
  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    // region: readRecord
    mutating func readRecord(_ shape: FlatRecordShape) -> [FlatValue?]? {
      guard skip("{") else { return nil }
      var values: [FlatValue?] = []
      values.reserveCapacity(shape.fields.count)
      for field in shape.fields {
        let separator: StaticString = position == 1 ? "" : ","
        let start = position
        guard skip(separator), skipKey(field.key) else {
          guard field.isOptional else { return nil }
          position = start
          values.append(nil)
          continue
        }
        guard let value = readValue(field.kind) else { return nil }
        values.append(value)
      }
      guard skip("}"), position == bytes.count else { return nil }
      return values
    }
    // endregion

    /// A value of `kind`.
    mutating func readValue(_ kind: FlatRecordShape.Kind) -> FlatValue? {
      switch kind {
      case .string: readString().map(FlatValue.string)
      case .number: readNumber().map(FlatValue.number)
      case .integer: readInteger().map(FlatValue.integer)
      }
    }

    /// Moves past `"key":` if the bytes continue with it.
    mutating func skipKey(_ key: StaticString) -> Bool {
      let start = position
      guard skip("\""), skip(key), skip("\":") else {
        position = start
        return false
      }
      return true
    }

    /// Moves past `expected` if the bytes continue with it.
    mutating func skip(_ expected: StaticString) -> Bool {
      let count = expected.utf8CodeUnitCount
      guard bytes.count - position >= count else { return false }
      let prefix = expected.utf8Start
      for offset in 0..<count where bytes[position + offset] != prefix[offset] { return false }
      position += count
      return true
    }

    /// A string's text, quotes included in the read; only plain UTF-8, no escapes.
    mutating func readString() -> String? {
      guard skip("\"") else { return nil }
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

    /// A ``FlatRecordShape/Kind/number``.
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

    /// A ``FlatRecordShape/Kind/integer``.
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
  }
}
