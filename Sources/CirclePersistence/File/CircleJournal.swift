// Chapter 7 — Beyond the basics (AD-2, AD-6), with chapter 8's checks at commit (IN-6).
// Docs/08-integrity.md
//
// Read only if curious: the machinery under the two file repositories. Circles, open
// invitations, the circle outbox and the users recorded as withdrawn are records of one
// keyed journal, `circles.journal` (the storage engine's, with its checksums, lock, crash
// recovery and compaction). A write is a list of `CircleStoreChange`s: under this journal's
// lock, and no other, the changes are checked against the tables as every process left them
// and written as one transaction. No other context's file is opened. The repositories beside
// it only say which changes and read the tables.

import Aggregates
import Foundation
import JournalEngine

/// The circles' journal: its records as tables, and one write path for both repositories.
///
/// Not `Sendable`: each repository (an actor) owns one.
final class CircleJournal {
  typealias StorageError = FileCircleRepository.StorageError

  /// The journal file's path, for messages.
  let path: String
  private let journal: Journal<KeyedRecords>
  private var decoded = DecodedCircleRecords()
  /// The tables last read, and the journal's revision they were read at.
  private var cached: (revision: Int, tables: CircleTables)?

  /// The first line of every circles journal.
  static let format = JournalFormat(name: "dddworkshop-circle-journal", version: 1)

  /// Opens `circles.journal` in `directory` (0700), creating it when it never existed.
  /// - Throws: ``FileCircleRepository/StorageError`` when the folder still holds an older
  ///   version's `circles.json` or `invitations.json`, or the journal cannot be opened.
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
  /// Under this journal's lock: the checks, then the records, in one transaction; refuses
  /// with the conflict itself.
  func commit(_ changes: [CircleStoreChange]) throws {
    try journal.holdingLock(wrapping: { error -> any Error in StorageError.journal(error) }) {
      records throws in
      let tables = try tables(from: records)
      for change in changes {
        if let conflict = tables.conflict(change) { throw conflict }
      }
      let keyed = try Self.records(for: changes, in: tables)
      do throws(KeyedJournalError) {
        try journal.commit(keyed, checking: { _ in })
      } catch {
        throw StorageError.journal(error)
      }
    }
  }
  // endregion
}
