// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// Read first: `save(_:)`. Circles are few and each is small, so this store keeps a
// whole snapshot, rewritten on every save the durable way: a temp file, synced, renamed
// over the old one, and the directory synced (the storage engine's one atomic replace).
// Compare it with the users' journal in `FileUserRepository.swift`: a snapshot costs more per save as the data grows, a journal does
// not — and a snapshot is simpler. Pick by size.

import Aggregates
import Foundation
import JournalEngine
import Persistence
import Specifications
import ValueObjects

/// A `CircleRepository` that keeps every circle in one JSON file, rewritten atomically.
public actor FileCircleRepository: CircleRepository {
  /// The snapshot file.
  public nonisolated let fileURL: URL

  private let path: String
  private let temporaryPath: String
  private let directoryPath: String
  private let lock: FileLock
  private var circles: [CircleId: Circle] = [:]
  private var seen: Fingerprint?

  /// Opens the store in `directory` (created 0700 if missing) and loads the snapshot.
  /// - Throws: ``StorageError`` when the snapshot is not one this version reads, stores a
  ///   circle that breaks the rules, or the system refuses access.
  public init(directory: URL) throws(StorageError) {
    directoryPath = directory.path
    path = directory.appendingPathComponent("circles.json").path
    temporaryPath = path + ".saving"
    fileURL = URL(fileURLWithPath: path)
    do throws(FileSystemError) {
      try SystemPath.makeDirectory(directoryPath)
      lock = try FileLock(path: directory.appendingPathComponent("circles.lock").path)
    } catch {
      throw .fileSystem(error)
    }
    let (loaded, seen) = try Self.load(path: path, lock: lock, temporaryPath: temporaryPath)
    circles = loaded
    self.seen = seen
  }

  /// Stores the whole circle durably, after reading what other processes saved.
  public func save(_ circle: Circle) throws(StorageError) {
    try rewrite { $0[circle.id] = circle }
  }

  /// The circle with this id, or `nil`.
  public func find(id: CircleId) throws(StorageError) -> Circle? {
    try refresh()
    return circles[id]
  }

  /// The circle with this name (the first created, should several share it), or `nil`.
  public func find(name: CircleName) throws(StorageError) -> Circle? {
    try refresh()
    return circles.values.filter { $0.name == name }.min { $0.precedes($1) }
  }

  /// Every circle, oldest first.
  public func findAll() throws(StorageError) -> [Circle] {
    try refresh()
    return circles.values.sorted { $0.precedes($1) }
  }

  /// The circles satisfying the rule, oldest first.
  public func findAll(satisfying specification: some Specification<Circle>) throws(StorageError)
    -> [Circle]
  {
    try findAll().filter { specification.isSatisfied(by: $0) }
  }

  /// Deletes the circle durably; an unknown id writes nothing.
  public func delete(id: CircleId) throws(StorageError) {
    try refresh()
    guard circles[id] != nil else { return }
    try rewrite { $0[id] = nil }
  }

  // MARK: The snapshot

  private struct Snapshot: Codable {
    static let formatName = "dddworkshop-circles"
    var format = Snapshot.formatName
    var version = 1
    var circles: [CircleRecord]
  }

  /// Applies a change to the latest snapshot and writes it; memory changes only on success.
  private func rewrite(_ change: (inout [CircleId: Circle]) -> Void) throws(StorageError) {
    try lock.withLock(failing: { .fileSystem($0) }) { () throws(StorageError) in
      let (latest, _) = try Self.read(path: path)
      var updated = latest
      change(&updated)
      let records = updated.values.sorted { $0.precedes($1) }.map(CircleRecord.init)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      guard let data = try? encoder.encode(Snapshot(circles: records)) else {
        throw .unreadable(path: path, reason: "a circle could not be encoded")
      }
      do throws(FileSystemError) {
        try SystemPath.replaceContents(of: path, with: Array(data), via: temporaryPath)
      } catch {
        throw .fileSystem(error)
      }
      circles = updated
      seen = Self.fingerprint(path)
    }
  }

  /// Reloads the snapshot if another process (or store) changed the file.
  private func refresh() throws(StorageError) {
    guard Self.fingerprint(path) != seen else { return }
    let (loaded, now) = try Self.load(path: path, lock: lock, temporaryPath: nil)
    circles = loaded
    seen = now
  }

  private static func load(
    path: String, lock: FileLock, temporaryPath: String?
  ) throws(StorageError) -> ([CircleId: Circle], Fingerprint?) {
    try lock.withLock(failing: { .fileSystem($0) }) { () throws(StorageError) in
      // A save that crashed before its rename left its temp file; it never became the data.
      if let temporaryPath { try? SystemPath.remove(temporaryPath) }
      return (try read(path: path).0, fingerprint(path))
    }
  }

  /// Which file the snapshot is and how long: changes when anyone saves.
  private struct Fingerprint: Equatable {
    let identity: FileIdentity
    let size: Int
  }

  private static func fingerprint(_ path: String) -> Fingerprint? {
    guard let file = try? SystemFile.open(path), let status = try? file.status() else { return nil }
    return Fingerprint(identity: status.identity, size: status.size)
  }

  /// Reads and validates the snapshot; a missing file is an empty store.
  private static func read(path: String) throws(StorageError) -> ([CircleId: Circle], Int) {
    guard SystemPath.exists(path) else { return ([:], 0) }
    let bytes: [UInt8]
    do throws(FileSystemError) {
      let file = try SystemFile.open(path)
      bytes = try file.read(count: try file.status().size, at: 0)
    } catch {
      throw .fileSystem(error)
    }
    guard let snapshot = try? JSONDecoder().decode(Snapshot.self, from: Data(bytes)),
      snapshot.format == Snapshot.formatName, snapshot.version == 1
    else { throw .unreadable(path: path, reason: "not a version 1 circle snapshot") }
    var circles: [CircleId: Circle] = [:]
    for record in snapshot.circles {
      do {
        let circle = try record.makeCircle()
        circles[circle.id] = circle
      } catch {
        throw .unreadable(path: path, reason: "circle \(record.id): \(error)")
      }
    }
    return (circles, bytes.count)
  }
}

extension FileCircleRepository {
  /// Why the circle store could not read or write; the file is never overwritten by a
  /// failed read.
  public enum StorageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The snapshot is not one this version reads, or a circle in it breaks a rule.
    case unreadable(path: String, reason: String)
    /// The operating system refused an operation; nothing was changed.
    case fileSystem(FileSystemError)

    /// A sentence naming the problem and the file.
    public var description: String {
      switch self {
      case .unreadable(let path, let reason):
        return "\(path) cannot be read: \(reason); it was left untouched"
      case .fileSystem(let error): return error.description
      }
    }
  }
}
