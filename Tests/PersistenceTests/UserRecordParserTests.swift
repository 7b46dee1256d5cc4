// Chapter 4 deep dive — the fast path that reads the repository's own records at open.
// Docs/04b-journal-deep-dive.md
//
// The parser may only ever be a faster way to the same answer: on every input it accepts,
// it must give exactly what `JSONDecoder` gives (the instant to the bit), and everything
// else must still open, through `JSONDecoder`.

import Entities
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

@Suite("The store reads its own records without JSONDecoder, and never differently")
struct UserRecordParserTests {
  /// The bytes the repository writes for a record: sorted keys, no escaped slashes.
  func encode(_ record: UserRecord) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(record))
  }

  /// What `JSONDecoder` reads from the bytes, or `nil` when it refuses them.
  func decodeWithFoundation(_ bytes: [UInt8]) -> UserRecord? {
    try? JSONDecoder().decode(UserRecord.self, from: Data(bytes))
  }

  /// Whether two records are the same, the creation instant compared bit for bit.
  func same(_ parsed: UserRecord, _ decoded: UserRecord?) -> Bool {
    guard let decoded else { return false }
    return parsed == decoded && parsed.createdAt.bitPattern == decoded.createdAt.bitPattern
  }

  /// Records like the ones stores hold: Hangul, Latin, spaces, slashes, both user types,
  /// instants with and without fractions, saved once (no version written) or more often.
  func sampleRecords(count: Int, using random: inout SeededGenerator) -> [UserRecord] {
    let letters = Array("abcXYZ김철수박영희 -_/.é😀")
    return (0..<count).map { index in
      let name = String(
        (0..<Int.random(in: 3...12, using: &random)).map { _ in
          letters[Int.random(in: 0..<letters.count, using: &random)]
        })
      let seconds = Double(Int.random(in: 0...2_000_000_000, using: &random))
      let fraction = Double(Int.random(in: 0..<1_000_000, using: &random)) / 1_000_000
      return UserRecord(
        id: "user-\(index)", name: name, statusMessage: index % 3 == 0 ? "" : name + "!",
        createdAt: index % 4 == 0 ? seconds : seconds + fraction,
        type: index % 5 == 0 ? "premium" : "normal",
        version: index % 2 == 0 ? 1 : 2 + index % 9)
    }
  }

  @Test("every record the store writes is read by the fast path exactly as JSONDecoder reads it")
  func readsWhatTheStoreWrites() throws {
    var random = SeededGenerator(seed: 13)
    for record in sampleRecords(count: 2_000, using: &random) {
      let bytes = try encode(record)

      let parsed = try #require(UserRecord.parseStoredShape(bytes[...]), "\(record)")

      #expect(
        same(parsed, decodeWithFoundation(bytes)), "\(String(decoding: bytes, as: UTF8.self))")
      #expect(parsed == record)
    }
  }

  @Test(
    "on 40,000 mangled records the fast path accepts only what JSONDecoder reads the same, and leaves the rest to it"
  )
  func agreesOnMangledRecords() throws {
    var random = SeededGenerator(seed: 2026)
    let records = try sampleRecords(count: 200, using: &random).map(encode)
    let replacements = Array(#"{}[]",:0123456789.-+eE \/"aé"#.utf8) + [0, 0x1F, 0x80, 0xFF]
    var accepted = 0
    var refused = 0
    for round in 0..<40_000 {
      var bytes = records[round % records.count]
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        let byte = replacements[Int.random(in: 0..<replacements.count, using: &random)]
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[position] = byte
        case 1: bytes.insert(byte, at: position)
        default: bytes.remove(at: position)
        }
      }

      guard let parsed = UserRecord.parseStoredShape(bytes[...]) else {
        refused += 1
        continue
      }

      accepted += 1
      #expect(
        same(parsed, decodeWithFoundation(bytes)), "\(String(decoding: bytes, as: UTF8.self))")
    }
    #expect(accepted > 1_000 && refused > 1_000, "accepted \(accepted), refused \(refused)")
  }

  @Test("instants written with up to 17 digits before the point and 30 after read to the same bit")
  func readsLongNumbersLikeFoundation() throws {
    var random = SeededGenerator(seed: 7)
    let digits = Array("0123456789")
    func someDigits(_ count: ClosedRange<Int>) -> String {
      String(
        (0..<Int.random(in: count, using: &random)).map { _ in
          digits[Int.random(in: 0..<10, using: &random)]
        })
    }
    var accepted = 0
    for _ in 0..<20_000 {
      let sign = Bool.random(using: &random) ? "-" : ""
      let fraction = Bool.random(using: &random) ? "." + someDigits(1...30) : ""
      let number = sign + someDigits(1...17) + fraction
      let bytes = Array(
        #"{"createdAt":\#(number),"id":"user-1","name":"Kim","statusMessage":""}"#.utf8)

      guard let parsed = UserRecord.parseStoredShape(bytes[...]) else { continue }

      accepted += 1
      #expect(same(parsed, decodeWithFoundation(bytes)), "\(number)")
    }
    #expect(accepted > 10_000, "accepted \(accepted)")
  }

  @Test(
    "records in another shape (an escape, an unknown field, spaces, an exponent) are left to JSONDecoder and open the same"
  )
  func leavesOtherShapesToFoundation() async throws {
    let payloads = [
      #"{"createdAt":1700000000,"id":"user-1","name":"김\"철수","statusMessage":""}"#,
      #"{"createdAt":1700000000,"id":"user-2","name":"박영희","statusMessage":"","nickname":"p"}"#,
      #"{ "createdAt": 1700000000, "id": "user-3", "name": "이민수", "statusMessage": "" }"#,
      #"{"createdAt":1.7e9,"id":"user-4","name":"Kim","statusMessage":"","type":"premium"}"#,
      #"{"id":"user-5","name":"Park","statusMessage":"\u00e9","createdAt":1700000000.5}"#,
    ]
    for payload in payloads {
      #expect(UserRecord.parseStoredShape(Array(payload.utf8)[...]) == nil, "\(payload)")
    }
    try await withTemporaryDirectory { directory in
      // A record in the repository's own shape between them: the two paths' results interleave.
      let plain = #"{"createdAt":1700000000,"id":"user-0","name":"plain","statusMessage":""}"#
      let lines = ([payloads[0], plain] + payloads.dropFirst()).map {
        JournalBytes.line("save " + $0)
      }
      try (JournalBytes.header() + JournalBytes.transaction(lines))
        .write(to: directory.appendingPathComponent("users.journal"))

      let users = try await FileUserRepository(directory: directory).findAll()

      #expect(users.map(\.name.value) == ["plain", "김\"철수", "박영희", "이민수", "Kim", "Park"])
      #expect(users.map(\.type) == [.normal, .normal, .normal, .normal, .premium, .normal])
      #expect(users.last?.statusMessage.value == "é")
    }
  }
}
