// Chapter 7 — Beyond the basics (AD-1): a counter kept on disk. Docs/07-beyond-the-basics.md
//
// Example code, not a workshop module. The numbered-id factories (users, circles,
// invitations, and the capstone's accounts) share it. Every counter of a store folder is
// one record of `sequences.journal`, kept by the storage engine every file repository uses
// (checksummed lines, one lock across processes, files 0600, no link followed):
//
//     counter user {"next":4}
//
// `next()` commits the counter's new value, synced, before the number is handed out, and
// only if no other process moved it meanwhile, so a number never repeats across restarts
// or processes. A crash after the commit wastes a number (a gap is harmless); a crash
// before it hands out nothing.

import Foundation
import JournalEngine

/// A durable counter in a store folder: 1, 2, 3, … never handed out twice.
public struct FileCounter: Sendable {
  /// The journal every counter of a folder lives in: `sequences.journal`.
  public static let journalName = "sequences"
  /// The first line of `sequences.journal`.
  public static let format = JournalFormat(name: "dddworkshop-sequence-journal", version: 1)

  private let directoryPath: String
  private let name: String

  /// Opens the counter `name` (letters, digits, `-`, `_`, `.`) in `directory`, creating
  /// the folder (0700) and `sequences.journal` (0600) when missing.
  /// - Throws: ``CounterError`` when the journal is damaged or not a sequence journal, the
  ///   folder still holds an older version's counter file, or the system refuses.
  public init(named name: String, in directory: URL) throws(CounterError) {
    self.name = name
    directoryPath = directory.path
    let older = directory.appendingPathComponent("\(name)-sequence").path
    if SystemPath.exists(older) { throw .olderCounterFile(path: older) }
    _ = try number(in: try open())
  }

  /// The next number, counted durably before it is handed out.
  /// - Throws: ``CounterError`` when the counter cannot be read or written; no number is
  ///   handed out then.
  public func next() throws(CounterError) -> Int {
    let journal = try open()
    while true {
      let number = try number(in: journal)
      let fields = Array(#"{"next":\#(number + 1)}"#.utf8)
      do {
        try journal.commit([.put(try KeyedRecord(kind: "counter", key: name, fields: fields))]) {
          records throws(KeyedJournalError) in
          // Another process handed out this number since it was read: read again.
          if (try? value(in: records)) != number { throw .refused(MovedMeanwhile()) }
        }
        return number
      } catch {
        if case .refused = error { continue }  // the check's one refusal: read again
        throw .journal(error)
      }
    }
  }

  /// `sequences.journal` in the folder, caught up with every process.
  private func open() throws(CounterError) -> Journal<KeyedRecords> {
    do {
      return try Journal(directory: directoryPath, name: Self.journalName, format: Self.format)
    } catch {
      throw .journal(error)
    }
  }

  /// The number the counter hands out next, caught up with every process.
  private func number(in journal: Journal<KeyedRecords>) throws(CounterError) -> Int {
    let records: KeyedRecords
    do { records = try journal.current() } catch { throw .journal(error) }
    return try value(in: records)
  }

  /// The number the counter hands out next in `records`: 1 when it has none yet.
  private func value(in records: KeyedRecords) throws(CounterError) -> Int {
    guard let record = records.record(kind: "counter", key: name) else { return 1 }
    struct Fields: Decodable { let next: Int }
    guard let fields = try? JSONDecoder().decode(Fields.self, from: Data(record.fields)),
      fields.next >= 1
    else { throw .unreadable(path: directoryPath + "/\(Self.journalName).journal", name: name) }
    return fields.next
  }

  /// The check's refusal when another process moved the counter after it was read.
  private struct MovedMeanwhile: Error {}

  /// Why a counter could not hand out a number; each case names the file.
  public enum CounterError: Error, Sendable, CustomStringConvertible {
    /// The storage engine refused: a damaged journal, a link, a refused system call.
    case journal(KeyedJournalError)
    /// The counter's record passes its checksum but holds no number of 1 or more.
    case unreadable(path: String, name: String)
    /// The folder still has a counter file of an older version, which this one does not read.
    case olderCounterFile(path: String)

    /// A sentence naming the file and what to do.
    public var description: String {
      switch self {
      case .journal(let error): "the id counter cannot be used: \(error)"
      case .unreadable(let path, let name):
        "\(path) holds a '\(name)' counter that is not a number of 1 or more; "
          + "the file was left untouched"
      case .olderCounterFile(let path):
        "\(path) is an id counter of an older version, which kept counters in files of their "
          + "own; this version counts in sequences.journal and does not read it. "
          + "Use a new store folder for numbered ids"
      }
    }
  }
}
