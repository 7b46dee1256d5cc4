// Chapter 11 — Strategic design (SD-8): the machinery under the event-sourced file repository.
// Docs/11-strategic-design.md
//
// Read only if curious: the streams live in one keyed journal, `circle-events.journal`,
// kept by chapter 4's storage engine, so they get its checksums, its lock, its crash
// recovery (only an incomplete last transaction is cut) and its refusal of any other
// damage. A save takes this journal's lock, and no other, replays the stored circle,
// checks, and appends one transaction: the commit, the stream's head and, every so many
// facts, a snapshot. Who withdrew is this journal's own record (`withdrawn`), written by the
// withdrawal's clean-up; no other context's file is opened.

import Aggregates
import CirclePersistence
import Foundation
import JournalEngine
import ValueObjects

/// The event-sourced circles' journal: one write path and one replay for the repository.
///
/// Not `Sendable`: the repository (an actor) owns it.
final class CircleEventJournal {
  typealias StorageError = FileEventSourcedCircleRepository.StorageError
  typealias Record = CircleStreamRecord

  /// A circle as its stream rebuilt it, and how many facts were replayed past a snapshot.
  struct Loaded {
    let circle: Circle
    let factsSinceSnapshot: Int
  }

  let path: String
  private let journal: Journal<KeyedRecords>
  private let snapshotEvery: Int?

  /// The first line of every event-sourced circles journal.
  static let format = JournalFormat(name: "dddworkshop-circle-events", version: 1)

  /// Opens `circle-events.journal` in `directory` (0700, the file 0600), creating it when it
  /// never existed; a snapshot is written once `snapshotEvery` facts follow the last one.
  init(directory: URL, snapshotEvery: Int?) throws(StorageError) {
    do throws(KeyedJournalError) {
      journal = try Journal(directory: directory.path, name: "circle-events", format: Self.format)
    } catch {
      throw .journal(error)
    }
    path = journal.path
    self.snapshotEvery = snapshotEvery.map { max(1, $0) }
  }

  /// The records as every process left them, every kind one this version stores.
  func records() throws(StorageError) -> KeyedRecords {
    let records: KeyedRecords
    do throws(KeyedJournalError) { records = try journal.current() } catch {
      throw .journal(error)
    }
    try checkKinds(records)
    return records
  }

  private func checkKinds(_ records: KeyedRecords) throws(StorageError) {
    let known = [Record.commitKind, Record.headKind, Record.snapshotKind, Self.withdrawnKind]
    if let other = records.kinds.first(where: { !known.contains($0) }) {
      throw .unreadable(
        path: path, record: other, reason: "this version stores no records of this kind")
    }
  }

  // region: save
  /// Checks the save of `circle` and appends its commit, in one step under this journal's
  /// lock.
  func save(_ circle: Circle) throws {
    try journal.holdingLock(wrapping: { error -> any Error in StorageError.journal(error) }) {
      records throws in
      try checkKinds(records)
      let stored = try load(circle.id, in: records)
      let withdrawn = records.records(kind: Self.withdrawnKind)
      if let conflict = CircleSaveConflict.find(
        saving: circle, stored: stored?.circle, nameHolder: try holder(of: circle.name, records),
        isUser: { withdrawn[$0.value] == nil })
      {
        throw conflict
      }
      let commit = try CircleEventStream.commit(saving: circle, over: stored?.circle)
      let facts = (stored?.factsSinceSnapshot ?? 0) + commit.events.count
      try append(commit, of: circle, snapshot: snapshotEvery.map { facts >= $0 } ?? false)
    }
  }
  // endregion

  /// The kind of the records that say a user withdrew, keyed by the user's id.
  static let withdrawnKind = "withdrawn"

  /// Records that `user` withdrew, in one transaction; recorded already, it writes nothing.
  func recordWithdrawal(of user: UserId) throws {
    try journal.holdingLock(wrapping: { error -> any Error in StorageError.journal(error) }) {
      records throws in
      try checkKinds(records)
      guard records.records(kind: Self.withdrawnKind)[user.value] == nil else { return }
      let record = try KeyedRecord(
        kind: Self.withdrawnKind, key: user.value, fields: try Self.fields(of: ["user": user.value])
      )
      do throws(KeyedJournalError) {
        try journal.commit([.put(record)], checking: { _ in })
      } catch {
        throw StorageError.journal(error)
      }
    }
  }

  /// Writes the commit, the stream's new head and, when asked, a snapshot of the result.
  private func append(_ commit: CircleStreamCommit, of circle: Circle, snapshot: Bool) throws {
    let key = Record.key(circle.id, commit.version)
    let fields = try Self.fields(of: Record(commit))
    var changes: [KeyedChange] = [
      .put(try KeyedRecord(kind: Record.commitKind, key: key, fields: fields)),
      .put(
        try KeyedRecord(
          kind: Record.headKind, key: circle.id.value,
          fields: try Self.fields(of: Record.Head(version: commit.version, name: circle.name.value))
        )),
    ]
    if snapshot {
      let kept = Record.Snapshot(
        circle: CircleRecord(circle.advancingVersion()), commit: Record.fingerprint(fields))
      changes.append(
        .put(
          try KeyedRecord(
            kind: Record.snapshotKind, key: circle.id.value, fields: try Self.fields(of: kept))))
    }
    do throws(KeyedJournalError) {
      try journal.commit(changes, checking: { _ in })
    } catch {
      throw StorageError.journal(error)
    }
  }

  /// Ends the circle's stream, if `circle` is the stored copy: one transaction removes its
  /// commits, its head and its snapshot.
  func delete(_ circle: Circle) throws {
    try journal.holdingLock(wrapping: { error -> any Error in StorageError.journal(error) }) {
      records throws in
      try checkKinds(records)
      guard let stored = try load(circle.id, in: records)?.circle else { return }
      if let conflict = CircleSaveConflict.find(deleting: circle, storedVersion: stored.version) {
        throw conflict
      }
      let id = circle.id.value
      let changes: [KeyedChange] =
        (1...stored.version).map {
          .remove(kind: Record.commitKind, key: Record.key(circle.id, $0))
        }
        + [.remove(kind: Record.headKind, key: id), .remove(kind: Record.snapshotKind, key: id)]
      do throws(KeyedJournalError) {
        try journal.commit(changes, checking: { _ in })
      } catch {
        throw StorageError.journal(error)
      }
    }
  }

  /// The id of the circle whose head holds `name`, or `nil`.
  func holder(of name: CircleName, _ records: KeyedRecords) throws(StorageError) -> CircleId? {
    for (key, record) in records.records(kind: Record.headKind) {
      let head = try decode(Record.Head.self, record)
      if head.name == name.value { return try circleId(key, record) }
    }
    return nil
  }

  /// Every circle id that has a stream.
  func ids(_ records: KeyedRecords) throws(StorageError) -> [CircleId] {
    var ids: [CircleId] = []
    for (key, record) in records.records(kind: Record.headKind) {
      ids.append(try circleId(key, record))
    }
    return ids
  }

  private func circleId(_ key: String, _ record: KeyedRecord) throws(StorageError) -> CircleId {
    do throws(CircleId.ValidationError) { return try CircleId(key) } catch {
      throw .unreadable(path: path, record: "\(record.kind) \(key)", reason: "\(error)")
    }
  }

  /// The fields storing `value`: its JSON, keys sorted, on one line.
  static func fields(of value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(value))
  }

  /// The value a record's fields store.
  func decode<Value: Decodable>(_ type: Value.Type, _ record: KeyedRecord)
    throws(StorageError) -> Value
  {
    do {
      return try JSONDecoder().decode(type, from: Data(record.fields))
    } catch {
      throw .unreadable(
        path: path, record: "\(record.kind) \(record.key)", reason: Self.reason(error))
    }
  }

  /// What a decoding error says of a record, naming only its fields: never a Swift dump,
  /// never the record's bytes.
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    let field: (_ path: [any CodingKey]) -> String = { path in
      path.isEmpty
        ? "its JSON"
        : "its field "
          + path.map { $0.intValue.map(String.init) ?? $0.stringValue }
          .joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(field(context.codingPath + [key])) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(field(context.codingPath)) is of the wrong kind"
    case .dataCorrupted(let context): return "\(field(context.codingPath)) is not valid"
    @unknown default: return "it is not the JSON of its kind"
    }
  }
}
