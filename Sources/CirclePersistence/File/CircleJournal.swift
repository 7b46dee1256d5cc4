// Chapter 7 — Beyond the basics (AD-2, AD-6), with chapter 8's checks at commit (IN-6).
// Docs/08-integrity.md
//
// Read only if curious: the machinery under the two file repositories. Circles, open
// invitations and the circle outbox are records of one keyed journal, `circles.journal`
// (the storage engine's, with its checksums, lock, crash recovery and compaction). A write
// is a list of `CircleStoreChange`s: under the users' journal's lock when it lets people in
// (IN-6), then under this journal's, the changes are checked against the tables as every
// process left them and written as one transaction. The repositories beside it only say
// which changes and read the tables.

import Aggregates
import Foundation
import JournalEngine
import Persistence
import ValueObjects

/// The circles' journal: its records as tables, and one write path for both repositories.
///
/// Not `Sendable`: each repository (an actor) owns one.
final class CircleJournal {
  typealias StorageError = FileCircleRepository.StorageError

  /// The journal file's path, for messages.
  let path: String
  private let journal: Journal<KeyedRecords>
  private let roster: UserRoster
  private var decoded = DecodedCircleRecords()
  /// The tables last read, and the journal's revision they were read at.
  private var cached: (revision: Int, tables: CircleTables)?

  /// The first line of every circles journal.
  static let format = JournalFormat(name: "dddworkshop-circle-journal", version: 1)

  /// Opens `circles.journal` in `directory` (0700), creating it when it never existed.
  /// - Throws: ``FileCircleRepository/StorageError`` when the folder still holds an older
  ///   store's `circles.json` or `invitations.json`, or the journal cannot be opened.
  init(directory: URL) throws(FileCircleRepository.StorageError) {
    for older in ["circles.json", "invitations.json"] {
      let file = directory.appendingPathComponent(older).path
      if SystemPath.exists(file) { throw .olderVersion(path: file) }
    }
    do throws(KeyedJournalError) {
      journal = try Journal(directory: directory.path, name: "circles", format: Self.format)
    } catch {
      throw .journal(error)
    }
    path = journal.path
    roster = UserRoster(directory: directory)
  }

  /// The tables as every process left them.
  func read() throws(FileCircleRepository.StorageError) -> CircleTables {
    let records: KeyedRecords
    do throws(KeyedJournalError) { records = try journal.current() } catch {
      throw .journal(error)
    }
    return try tables(from: records)
  }

  /// The tables `records` hold: those last read, while the journal has not changed since.
  private func tables(from records: KeyedRecords) throws(StorageError) -> CircleTables {
    if let cached, cached.revision == journal.revision { return cached.tables }
    let tables = try decoded.tables(from: records, path: path)
    cached = (journal.revision, tables)
    return tables
  }

  // region: commit
  /// Checks `changes` and writes them as one transaction; refuses with the conflict itself.
  ///
  /// Changes that let people in are checked under the users' journal's lock, taken first,
  /// so nobody withdraws between the check and the write; the others take no users' lock.
  func commit(_ changes: [CircleStoreChange]) throws {
    if try read().peopleToCheck(changes).isEmpty {
      do {
        return try write(changes, holdingUsers: false) { _ in false }
      } catch is UsersNeeded {}  // another process's commit made them let someone in
    }
    try roster.holdingLock(wrapping: { error -> any Error in StorageError.users(error) }) {
      isUser throws in try write(changes, holdingUsers: true, isUser: isUser)
    }
  }
  // endregion

  /// Under this journal's lock: the checks, then the records, in one transaction.
  ///
  /// Without the users' lock, changes that let someone in are not written.
  private func write(
    _ changes: [CircleStoreChange], holdingUsers: Bool, isUser: (UserId) -> Bool
  ) throws {
    try journal.holdingLock(wrapping: { error -> any Error in StorageError.journal(error) }) {
      records throws in
      let tables = try tables(from: records)
      if !holdingUsers && !tables.peopleToCheck(changes).isEmpty { throw UsersNeeded() }
      for change in changes {
        if let conflict = tables.conflict(change, isUser: isUser) { throw conflict }
      }
      let keyed = try Self.records(for: changes, in: tables)
      do throws(KeyedJournalError) {
        try journal.commit(keyed, checking: { _ in })
      } catch {
        throw StorageError.journal(error)
      }
    }
  }

  /// The changes let someone in after all: they must be checked under the users' lock.
  private struct UsersNeeded: Error {}
}
