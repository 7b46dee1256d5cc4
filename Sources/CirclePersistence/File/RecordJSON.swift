// Chapter 7 — Beyond the basics. Docs/07-beyond-the-basics.md
//
// Read only if curious: a record's fields are its JSON, keys sorted, so the same record is
// always the same bytes.

import Foundation
import JournalEngine

/// Encoding and decoding the fields of the circle journal's records.
enum RecordJSON {
  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// The fields storing `value`: its JSON, keys sorted, on one line.
  static func fields(of value: some Encodable) throws -> [UInt8] {
    Array(try encoder.encode(value))
  }

  /// The value a record's fields store.
  static func decode<Value: Decodable>(_ type: Value.Type, from record: KeyedRecord)
    throws -> Value
  {
    try JSONDecoder().decode(type, from: Data(record.fields))
  }

  /// A record this version cannot read, and why.
  struct Unreadable: Error, CustomStringConvertible {
    /// What is wrong with it.
    let reason: String
    /// The reason, as a sentence.
    var description: String { reason }

    /// A stored instant that is not a finite number of seconds.
    static func notAnInstant(_ value: Double) -> Self {
      Self(reason: "stored creation time must be a finite number; got \(value)")
    }
  }
}
