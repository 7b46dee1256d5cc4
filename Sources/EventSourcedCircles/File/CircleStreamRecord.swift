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
  var events: [Fact]

  /// The kinds of the journal's records.
  static let commitKind = "commit"
  static let headKind = "stream"
  static let snapshotKind = "snapshot"

  /// The key of `circle`'s commit of `version`: `circle-1.2`.
  static func key(_ circle: CircleId, _ version: Int) -> String {
    "\(circle.value).\(version)"
  }

  /// One fact, its kind and the fields that kind uses; the others are left out.
  struct Fact: Codable, Hashable {
    var kind: String
    var circle: String
    var member: String?
    var formerOwner: String?
    var oldName: String?
    var newName: String?
    var occurredAt: Double
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
    events = commit.events.map(Fact.init)
  }

  /// Rebuilds the commit through its ids' and names' rules.
  func makeCommit() throws -> CircleStreamCommit {
    CircleStreamCommit(version: version, events: try events.map { try $0.makeEvent() })
  }
}

extension CircleStreamRecord.Fact {
  /// Flattens a fact.
  init(_ event: CircleEvent) {
    circle = event.circle.value
    occurredAt = event.occurredAt.timeIntervalSince1970
    switch event {
    case .founded(let founded):
      (kind, member, newName) = ("founded", founded.owner.value, founded.name.value)
    case .memberJoined(let joined): (kind, member) = ("memberJoined", joined.member.value)
    case .memberLeft(let left): (kind, member) = ("memberLeft", left.member.value)
    case .renamed(let renamed):
      (kind, oldName, newName) = ("renamed", renamed.from.value, renamed.to.value)
    case .ownershipPassed(let passed):
      (kind, formerOwner, member) = ("ownershipPassed", passed.from.value, passed.to.value)
    }
  }

  /// Rebuilds the fact through its ids' and names' rules.
  /// - Throws: when a field is missing, a value breaks its rule, or the kind is unknown.
  func makeEvent() throws -> CircleEvent {
    guard occurredAt.isFinite else { throw Unreadable("an instant that is not a number") }
    let circle = try CircleId(self.circle)
    let instant = Date(timeIntervalSince1970: occurredAt)
    switch kind {
    case "founded":
      return .founded(
        CircleFounded(
          circle: circle, name: try CircleName(field(newName)), owner: try UserId(field(member)),
          occurredAt: instant))
    case "memberJoined":
      return .memberJoined(
        MemberJoined(circle: circle, member: try UserId(field(member)), occurredAt: instant))
    case "memberLeft":
      return .memberLeft(
        MemberLeft(circle: circle, member: try UserId(field(member)), occurredAt: instant))
    case "renamed":
      return .renamed(
        CircleRenamed(
          circle: circle, from: try CircleName(field(oldName)), to: try CircleName(field(newName)),
          occurredAt: instant))
    case "ownershipPassed":
      return .ownershipPassed(
        OwnershipPassed(
          circle: circle, from: try UserId(field(formerOwner)), to: try UserId(field(member)),
          occurredAt: instant))
    default:
      throw Unreadable(
        "a fact of kind \"\(kind)\"; this version reads founded, memberJoined, memberLeft, "
          + "renamed and ownershipPassed")
    }
  }

  private func field(_ value: String?) throws -> String {
    guard let value else { throw Unreadable("a \(kind) fact with a field missing") }
    return value
  }
}

/// A record this version cannot read, and why.
struct Unreadable: Error, CustomStringConvertible {
  let description: String
  init(_ reason: String) { description = reason }
}
