// Chapter 7 — Beyond the basics (AD-2, AD-6). Docs/07-beyond-the-basics.md
//
// Read only if curious: the machinery under the circle and invitation stores. Each keeps
// all it holds in one JSON file, rewritten whole and atomically (the storage engine's one
// atomic replace) under a lock that processes share. The repositories beside it only map
// records to aggregates and back. Chapter 9 puts the circles' outbox in the same file:
// whatever one rewrite holds is replaced together, or not at all.

import Foundation
import JournalEngine

/// What a snapshot file holds under its header, in the keys its store chose; `init()` is
/// the empty store a missing file stands for.
protocol SnapshotContents: Codable {
  /// The contents of a store that holds nothing yet.
  init()
}

/// One JSON file holding all a store keeps, rewritten whole and atomically.
final class SnapshotFile<Contents: SnapshotContents> {
  /// The snapshot file's path.
  let path: String
  private let format: String
  private let temporaryPath: String
  private let lock: FileLock
  private let faults: SimulatedFaults?
  private var seen: Fingerprint?

  /// Opens the snapshot `name.json` in `directory`, whose header says `format`.
  ///
  /// Creates the directory (0700) and the lock file if missing, and removes a temp file a
  /// crashed save left behind; `faults` lets a test make the next write fail.
  init(directory: URL, name: String, format: String, faults: SimulatedFaults? = nil)
    throws(FileCircleRepository.StorageError)
  {
    path = directory.appendingPathComponent("\(name).json").path
    temporaryPath = path + ".saving"
    self.format = format
    self.faults = faults
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

  /// The contents, read under the lock, when the file changed since this snapshot last
  /// read or wrote it (another process saved); `nil` when it did not.
  func readIfChanged() throws(FileCircleRepository.StorageError) -> Contents? {
    guard fingerprint() != seen || seen == nil else { return nil }
    return try lock.withLock(failing: { .fileSystem($0) }) {
      () throws(FileCircleRepository.StorageError) in
      let contents = try read()
      seen = fingerprint()
      return contents
    }
  }

  /// Under the lock, reads the latest contents, lets `change` make the new ones, and
  /// replaces the file with them.
  ///
  /// `change` returns `nil` to leave the file as it is (a check under the lock refused the
  /// change). On failure the file is unchanged.
  func update(_ change: (Contents) throws(FileCircleRepository.StorageError) -> Contents?)
    throws(FileCircleRepository.StorageError)
  {
    try lock.withLock(failing: { .fileSystem($0) }) {
      () throws(FileCircleRepository.StorageError) in
      guard let updated = try change(try read()) else { return }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      guard let data = try? encoder.encode(Snapshot(format: format, contents: updated)) else {
        throw .unreadable(path: path, reason: "a record could not be encoded")
      }
      do throws(FileSystemError) {
        try SystemPath.replaceContents(
          of: path, with: Array(data), via: temporaryPath, faults: faults)
      } catch {
        throw .fileSystem(error)
      }
      seen = fingerprint()
    }
  }

  /// Reads and checks the file; a missing file holds nothing.
  private func read() throws(FileCircleRepository.StorageError) -> Contents {
    guard SystemPath.exists(path) else { return Contents() }
    let bytes: [UInt8]
    do throws(FileSystemError) {
      let file = try SystemFile.open(path)
      bytes = try file.read(count: try file.status().size, at: 0)
    } catch {
      throw .fileSystem(error)
    }
    let decoder = JSONDecoder()
    guard let header = try? decoder.decode(Header.self, from: Data(bytes)),
      header.format == format, header.version == 1,
      let contents = try? decoder.decode(Contents.self, from: Data(bytes))
    else { throw .unreadable(path: path, reason: "not a version 1 \(format) snapshot") }
    return contents
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

  /// The keys every snapshot starts with: which store wrote it, and in which version.
  private struct Header: Codable {
    let format: String
    var version = 1
  }

  /// The file's content: the header's keys and the contents' keys, side by side in one
  /// JSON object.
  private struct Snapshot: Encodable {
    let format: String
    let contents: Contents

    func encode(to encoder: any Encoder) throws {
      try Header(format: format).encode(to: encoder)
      try contents.encode(to: encoder)
    }
  }
}
