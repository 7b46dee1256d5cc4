// Chapter 11 — Strategic design (SD-8). Docs/11-strategic-design.md
//
// Read first: `save(_:)` and `find(id:)`. The same port as chapter 7's file repository, over the
// same storage engine, kept the other way: a save appends the circle's facts to its
// stream, and a read replays them (from a snapshot, when one is there and belongs).
// `CircleEventJournal.swift` holds the machinery; this file says which step each method is.

import Aggregates
import Foundation
import JournalEngine
import Specifications
import ValueObjects

// region: FileEventSourcedCircleRepository
/// A `CircleRepository` that keeps each circle as its stream of facts in
/// `circle-events.journal`.
public actor FileEventSourcedCircleRepository: CircleRepository {
  /// The journal file: every circle's commits, the streams' heads and their snapshots.
  public nonisolated let journalURL: URL
  private let journal: CircleEventJournal

  /// Opens `circle-events.journal` in `directory`, creating both (0700, 0600) if missing.
  ///
  /// Once `snapshotEvery` facts follow a circle's last snapshot (or its founding), a save
  /// writes a new one; `nil` writes none.
  /// - Throws: ``StorageError`` when the journal is damaged, missing or cannot be read.
  public init(directory: URL, snapshotEvery: Int? = 1_000) throws(StorageError) {
    journal = try CircleEventJournal(directory: directory, snapshotEvery: snapshotEvery)
    journalURL = URL(fileURLWithPath: journal.path)
  }
}
// endregion

extension FileEventSourcedCircleRepository {
  /// Appends the events the circle recorded (its founding first, when new) as one commit.
  ///
  /// Checked against what every process committed, in the same step as the append: a
  /// stale copy, a name another circle holds, and anyone it lets in whose withdrawal this
  /// journal records.
  /// - Throws: `CircleSaveConflict`, ``CircleEventStreamError`` when its events do not
  ///   rebuild it, or ``StorageError``; nothing is appended then.
  public func save(_ circle: Circle) throws {
    try journal.save(circle)
  }

  /// Ends the circle's stream, if this copy is the stored one; a circle gone stays gone.
  /// - Throws: `CircleSaveConflict.staleVersion` or ``StorageError``; nothing is removed
  ///   then.
  public func delete(_ circle: Circle) throws {
    try journal.delete(circle)
  }

  /// Records, durably, that `user` withdrew: no later save takes them in.
  public func recordWithdrawal(of user: UserId) throws {
    try journal.recordWithdrawal(of: user)
  }

  /// The circle its stream rebuilds, or `nil`.
  /// - Throws: ``StorageError`` naming a record or a stream rule that refuses it.
  public func find(id: CircleId) throws(StorageError) -> Circle? {
    try journal.load(id, in: try journal.records())?.circle
  }

  /// The circle holding this name, or `nil`.
  /// - Throws: ``StorageError`` naming a record or a stream rule that refuses it.
  public func find(name: CircleName) throws(StorageError) -> Circle? {
    let records = try journal.records()
    guard let id = try journal.holder(of: name, records) else { return nil }
    return try journal.load(id, in: records)?.circle
  }

  /// Every circle, oldest first, each rebuilt from its stream.
  /// - Throws: ``StorageError`` naming a record or a stream rule that refuses one.
  public func findAll() throws(StorageError) -> [Circle] {
    let records = try journal.records()
    var circles: [Circle] = []
    for id in try journal.ids(records) {
      if let circle = try journal.load(id, in: records)?.circle { circles.append(circle) }
    }
    return circles.sorted { $0.precedes($1) }
  }

  /// The circles satisfying the rule, oldest first.
  /// - Throws: ``StorageError`` naming a record or a stream rule that refuses one.
  public func findAll(satisfying specification: some Specification<Circle>) throws(StorageError)
    -> [Circle]
  {
    try findAll().filter { specification.isSatisfied(by: $0) }
  }
}
