// Chapter 11 — Strategic design (SD-8): a circle's stream in a keyed journal.
// Docs/11-strategic-design.md
//
// Read first: the three kinds. Each save is one record of kind `commit`, keyed by the
// circle's id and the version it made, holding that save's facts; `stream` is the
// stream's head (its version and current name: the unique-name rule reads it), replaced in
// the same transaction; `snapshot`, when there is one, is the circle as of a version,
// with the fingerprint of that version's commit, so a snapshot that does not belong to the
// stream is never used.
//
//     save commit circle-1.2 {"events":[{"circle":"circle-1","kind":"memberJoined",…}],"version":2}
//     save stream circle-1 {"name":"Swift 모임","version":2}
//     save snapshot circle-1 {"circle":{"createdAt":…,"version":2},"commit":3735928559}

import Aggregates
import CirclePersistence
import Foundation
import JournalEngine
import ValueObjects

/// One save as stored: the version it made and its facts, flattened.
struct CircleStreamRecord: Codable, Hashable {
  /// The version the save made.
  var version: Int
  /// Its facts, oldest first.
  var events: [CircleEventRecord]

  /// The kinds of the journal's records.
  static let commitKind = "commit"
  static let headKind = "stream"
  static let snapshotKind = "snapshot"

  /// The key of `circle`'s commit of `version`: `circle-1.2`.
  static func key(_ circle: CircleId, _ version: Int) -> String {
    "\(circle.value).\(version)"
  }

  /// The head of a stream: its version and the circle's name at that version.
  struct Head: Codable, Hashable {
    var version: Int
    var name: String
  }

  /// A snapshot: the circle at a version, and the fingerprint of that version's commit.
  struct Snapshot: Codable, Hashable {
    var circle: CircleRecord
    var commit: UInt32
  }

  /// A commit's fingerprint: the checksum of its length and its last 256 bytes (its last
  /// fact and its version), cheap however long the commit is.
  static func fingerprint(_ fields: [UInt8]) -> UInt32 {
    CRC32.checksum(Array("\(fields.count) ".utf8) + fields.suffix(256))
  }
}

extension CircleStreamRecord {
  /// Flattens a commit.
  init(_ commit: CircleStreamCommit) {
    version = commit.version
    events = commit.events.map(CircleEventRecord.init)
  }

  /// Rebuilds the commit through its ids' and names' rules.
  func makeCommit() throws -> CircleStreamCommit {
    CircleStreamCommit(version: version, events: try events.map { try $0.makeEvent() })
  }
}
