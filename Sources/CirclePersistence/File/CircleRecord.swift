// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// How a circle is stored: plain fields, and members as a list of id strings — the
// aggregate refers to its members by id, so that is all there is to store. In the journal
// a circle is one record of kind `circle`, keyed by its id, its fields this record's JSON:
//
//     save circle circle-1 {"createdAt":1700000000,"id":"circle-1","members":["user-1"],…}

import Aggregates
import Foundation
import JournalEngine
import ValueObjects

/// A circle as stored: primitive, `Codable` fields.
public struct CircleRecord: Codable, Sendable, Hashable {
  /// The circle's id.
  public var id: String
  /// The circle's name.
  public var name: String
  /// The owner's user id.
  public var owner: String
  /// The members' user ids, the owner first.
  public var members: [String]
  /// The creation instant, in seconds since 1970.
  public var createdAt: Double
  /// How many times the circle has been saved.
  public var version: Int

  /// Flattens a circle into a record.
  public init(_ circle: Circle) {
    id = circle.id.value
    name = circle.name.value
    owner = circle.owner.value
    members = circle.members.map(\.value)
    createdAt = circle.createdAt.timeIntervalSince1970
    version = circle.version
  }

  /// Rebuilds the circle through its value objects and its root's invariants.
  /// - Throws: the first rule or invariant the record breaks.
  public func makeCircle() throws -> Circle {
    guard createdAt.isFinite else { throw RecordJSON.Unreadable.notAnInstant(createdAt) }
    return try Circle(
      restoring: try CircleId(id), name: try CircleName(name), owner: try UserId(owner),
      members: try members.map { try UserId($0) },
      createdAt: Date(timeIntervalSince1970: createdAt), version: version)
  }
}

extension CircleRecord {
  /// The kind of a circle's records in the journal.
  static let kind = "circle"

  /// The journal record that stores this circle: its id as the key, this record as JSON.
  func keyed() throws -> KeyedRecord {
    try KeyedRecord(kind: Self.kind, key: id, fields: try RecordJSON.fields(of: self))
  }

  /// Reads a circle's journal record back, through the circle's rules.
  /// - Throws: when the fields are not this record, their id is not the key, or the circle
  ///   breaks a rule.
  static func circle(from record: KeyedRecord) throws -> Circle {
    let stored = try RecordJSON.decode(Self.self, from: record)
    guard stored.id == record.key else {
      throw RecordJSON.Unreadable(reason: "its id is not its key")
    }
    return try stored.makeCircle()
  }
}
