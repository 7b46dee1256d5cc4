// Chapter 7 — Beyond the basics (AD-2, AD-6). Docs/07-beyond-the-basics.md
//
// Read only if curious: the machinery under the circle and invitation stores. Each keeps
// all its records in one JSON file, rewritten whole and atomically (the storage engine's
// one atomic replace) under a lock that processes share. The repositories beside it only
// map records to aggregates and back.

import Foundation
import JournalEngine

/// One JSON file holding every record of one kind, rewritten whole and atomically.
final class SnapshotFile<Record: Codable> {
  /// The snapshot file's path.
  let path: String
  private let format: String
  private let recordsKey: String
  private let temporaryPath: String
  private let lock: FileLock
  private var seen: Fingerprint?

  /// Opens (creating the directory 0700 and the lock file if missing) the snapshot
  /// `name.json` in `directory`, whose header says `format` and whose records sit under
  /// `recordsKey`; a temp file a crashed save left behind is removed.
  init(directory: URL, name: String, format: String, recordsKey: String)
    throws(FileCircleRepository.StorageError)
  {
    path = directory.appendingPathComponent("\(name).json").path
    temporaryPath = path + ".saving"
    self.format = format
    self.recordsKey = recordsKey
    do throws(FileSystemError) {
      try SystemPath.makeDirectory(directory.path)
      lock = try FileLock(path: directory.appendingPathComponent("\(name).lock").path)
      try lock.withLock(failing: { $0 }) { () throws(FileSystemError) in
        // A save that crashed before its rename left its temp file; it never became the data.
        try SystemPath.remove(temporaryPath)
      }
    } catch {
      throw .fileSystem(error)
    }
  }

  /// The records, read under the lock, when the file changed since this snapshot last
  /// read or wrote it (another process saved); `nil` when it did not.
  func readIfChanged() throws(FileCircleRepository.StorageError) -> [Record]? {
    guard fingerprint() != seen || seen == nil else { return nil }
    return try lock.withLock(failing: { .fileSystem($0) }) {
      () throws(FileCircleRepository.StorageError) in
      let records = try read()
      seen = fingerprint()
      return records
    }
  }

  /// Under the lock, reads the latest records, lets `change` make the new list, and
  /// replaces the file with it; on failure the file is unchanged.
  func update(_ change: ([Record]) throws(FileCircleRepository.StorageError) -> [Record])
    throws(FileCircleRepository.StorageError)
  {
    try lock.withLock(failing: { .fileSystem($0) }) {
      () throws(FileCircleRepository.StorageError) in
      let updated = try change(try read())
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      let snapshot = Snapshot(format: format, recordsKey: recordsKey, records: updated)
      guard let data = try? encoder.encode(snapshot) else {
        throw .unreadable(path: path, reason: "a record could not be encoded")
      }
      do throws(FileSystemError) {
        try SystemPath.replaceContents(of: path, with: Array(data), via: temporaryPath)
      } catch {
        throw .fileSystem(error)
      }
      seen = fingerprint()
    }
  }

  /// Reads and checks the file; a missing file holds no records.
  private func read() throws(FileCircleRepository.StorageError) -> [Record] {
    guard SystemPath.exists(path) else { return [] }
    let bytes: [UInt8]
    do throws(FileSystemError) {
      let file = try SystemFile.open(path)
      bytes = try file.read(count: try file.status().size, at: 0)
    } catch {
      throw .fileSystem(error)
    }
    guard let snapshot = try? JSONDecoder().decode(Snapshot.self, from: Data(bytes)),
      snapshot.format == format, snapshot.version == 1, snapshot.recordsKey == recordsKey
    else { throw .unreadable(path: path, reason: "not a version 1 \(format) snapshot") }
    return snapshot.records
  }

  /// Which file the snapshot is and how long: changes when anyone saves.
  private struct Fingerprint: Equatable {
    let identity: FileIdentity
    let size: Int
  }

  private func fingerprint() -> Fingerprint? {
    guard let file = try? SystemFile.open(path), let status = try? file.status() else { return nil }
    return Fingerprint(identity: status.identity, size: status.size)
  }

  /// The file's content: a format name, a version and the records under their own key.
  private struct Snapshot: Codable {
    let format: String
    var version = 1
    let recordsKey: String
    let records: [Record]

    init(format: String, recordsKey: String, records: [Record]) {
      self.format = format
      self.recordsKey = recordsKey
      self.records = records
    }

    private struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      // The records sit under the one key that is neither the format nor the version.
      recordsKey =
        container.allKeys.map(\.stringValue).first { $0 != "format" && $0 != "version" } ?? ""
      format = try container.decode(String.self, forKey: Key(stringValue: "format"))
      version = try container.decode(Int.self, forKey: Key(stringValue: "version"))
      records = try container.decode([Record].self, forKey: Key(stringValue: recordsKey))
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(format, forKey: Key(stringValue: "format"))
      try container.encode(version, forKey: Key(stringValue: "version"))
      try container.encode(records, forKey: Key(stringValue: recordsKey))
    }
  }
}
