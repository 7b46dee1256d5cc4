// Chapter 7 — Beyond the basics (AD-2), with chapter 8's checks (IN-2, IN-4, IN-6) and
// chapter 9's outbox (EV-2). Docs/07-beyond-the-basics.md
//
// Read first: `save(_:)`. This file only says which change each method writes and reads
// the answer from the tables; `CircleRecord.swift` maps a circle to its journal record.
// Circles, open invitations and the circle outbox share one journal, `circles.journal`,
// kept by the same storage engine as the users' (Docs/04b-journal-deep-dive.md): every
// write is one checksummed transaction under one lock, checked against what every process
// committed, and a damaged file is refused, never rewritten.

import Aggregates
import Foundation
import JournalEngine
import Specifications
import ValueObjects

// region: FileCircleRepository
/// A `CircleRepository` that keeps circles, with their events, in `circles.journal`.
public actor FileCircleRepository: CircleRepository {
  /// The journal file: circles, open invitations and undelivered circle events.
  public nonisolated let journalURL: URL
  private let journal: CircleJournal

  /// Opens `circles.journal` in `directory`, creating both (0700, 0600) when they never
  /// existed.
  /// - Throws: ``StorageError`` when the folder holds an older version's `circles.json` or
  ///   `invitations.json`, or the journal is damaged, missing or cannot be read.
  public init(directory: URL) throws(StorageError) {
    journal = try CircleJournal(directory: directory)
    journalURL = URL(fileURLWithPath: journal.path)
  }
}
// endregion

extension FileCircleRepository {
  // region: save
  /// Stores the whole circle and its recorded events as one transaction.
  ///
  /// Checked against what every process committed, in the same step as the write: a stale
  /// copy, a name another circle holds, and anyone it lets in whose withdrawal this journal
  /// records.
  /// - Throws: `CircleSaveConflict`, or ``StorageError``; nothing is written then.
  public func save(_ circle: Circle) throws {
    try journal.commit([.save(circle)])
  }
  // endregion

  /// Deletes the circle, and its open invitations, if this copy is the stored one; a
  /// circle already gone writes nothing.
  /// - Throws: `CircleSaveConflict.staleVersion` or ``StorageError``; nothing is deleted
  ///   then.
  public func delete(_ circle: Circle) throws {
    try journal.commit([.delete(circle)])
  }

  /// Records, durably, that `user` withdrew: no later save takes them in, no invitation
  /// reaches them; recorded already, it writes nothing.
  /// - Throws: ``StorageError``; nothing is recorded then.
  public func recordWithdrawal(of user: UserId) throws {
    try journal.commit([.withdrew(user)])
  }

  /// Opens a unit of work whose commit writes its changes as one journal transaction.
  public nonisolated func beginUnitOfWork() -> CircleRepositoryUnitOfWork {
    CircleRepositoryUnitOfWork { changes in try await self.commit(changes) }
  }

  /// Checks and writes a unit of work's changes as one transaction.
  func commit(_ changes: [CircleStoreChange]) throws {
    try journal.commit(changes)
  }

  /// The circle with this id, or `nil`.
  public func find(id: CircleId) throws(StorageError) -> Circle? {
    try journal.read().circles[id]
  }

  /// The circle with this name, or `nil`.
  public func find(name: CircleName) throws(StorageError) -> Circle? {
    try journal.read().circle(named: name)
  }

  /// Every circle, oldest first.
  public func findAll() throws(StorageError) -> [Circle] {
    try journal.read().circles.values.sorted { $0.precedes($1) }
  }

  /// The circles satisfying the rule, oldest first.
  public func findAll(satisfying specification: some Specification<Circle>) throws(StorageError)
    -> [Circle]
  {
    try findAll().filter { specification.isSatisfied(by: $0) }
  }
}

// Chapter 9 (EV-2, QS-1): what the adapters of the relay's and the list's ports read, in
// `EventAndQueryAdapters`.
extension FileCircleRepository {
  /// The oldest undelivered events, at most `limit`, including those other processes
  /// stored.
  package func pendingEvents(limit: Int) throws(StorageError) -> [PendingCircleEvent] {
    try journal.read().outbox.undelivered(limit: limit)
  }

  /// Records, durably, that delivery reached `position`, and drops the events it covers;
  /// an older mark writes nothing.
  package func recordDelivery(through position: Int) throws {
    try journal.commit([.delivered(through: position)])
  }

  /// The circles a page of the list is chosen from, as every process committed them.
  package func listedCircles() throws(StorageError) -> [CircleId: Circle].Values {
    try journal.read().circles.values
  }
}
