// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// Read first: `save(_:)`. Circles are few and each is small, so this store keeps a
// whole snapshot (`SnapshotFile`), rewritten on every save the durable way: a temp file,
// synced, renamed over the old one, and the directory synced (the storage engine's one
// atomic replace). This file only maps circles to records and back.
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

  private let snapshot: SnapshotFile<CircleSnapshot>
  private var circles: [CircleId: Circle] = [:]
  // Chapter 9 (EV-2): the outbox lives in the same snapshot as the circles.
  private var outbox = CircleOutbox()

  /// Opens the store in `directory` (created 0700 if missing) and loads the snapshot.
  /// - Throws: ``StorageError`` when the snapshot is not one this version reads, stores a
  ///   circle that breaks the rules, or the system refuses access.
  public init(directory: URL) throws(StorageError) {
    try self.init(directory: directory, simulatedFaults: nil)
  }

  /// Opens the store over an engine that fails when a test says so.
  package init(directory: URL, simulatedFaults: SimulatedFaults?) throws(StorageError) {
    let snapshot = try SnapshotFile<CircleSnapshot>(
      directory: directory, name: "circles", format: "dddworkshop-circles",
      faults: simulatedFaults)
    fileURL = URL(fileURLWithPath: snapshot.path)
    self.snapshot = snapshot
    (circles, outbox) = try Self.makeState(
      from: snapshot.readIfChanged() ?? CircleSnapshot(), path: snapshot.path)
  }

  // region: save
  /// Stores the whole circle and its recorded events durably, in one snapshot, after
  /// reading what other processes saved.
  ///
  /// The name and version checks run under the file's lock on the snapshot as it is on
  /// disk, in the same step as the write: of two processes creating a circle with one name,
  /// the second is refused.
  /// - Throws: `CircleSaveConflict` when another circle holds the name or the copy is
  ///   stale, or ``StorageError``; nothing is written then, and no event.
  public func save(_ circle: Circle) throws {
    var refusal: CircleSaveConflict?
    try rewrite { circles, outbox in
      let holder = circles.values.first { $0.name == circle.name && $0.id != circle.id }
      refusal = CircleSaveConflict.find(
        saving: circle, storedVersion: circles[circle.id]?.version ?? 0, nameHolder: holder?.id)
      guard refusal == nil else { return false }
      circles[circle.id] = circle.advancingVersion()
      outbox.record(circle.recordedEvents)
      return true
    }
    if let refusal { throw refusal }
  }
  // endregion

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

  /// Deletes the circle durably if this copy is the stored one, checked under the file's
  /// lock; a circle already gone writes nothing.
  /// - Throws: `CircleSaveConflict.staleVersion` or ``StorageError``;
  ///   nothing is deleted then.
  public func delete(_ circle: Circle) throws {
    try refresh()
    guard circles[circle.id] != nil else { return }
    var refusal: CircleSaveConflict?
    try rewrite { circles, _ in
      refusal = CircleSaveConflict.find(
        deleting: circle, storedVersion: circles[circle.id]?.version ?? 0)
      guard refusal == nil, circles[circle.id] != nil else { return false }
      circles[circle.id] = nil
      return true
    }
    if let refusal { throw refusal }
  }

  // MARK: Mapping to and from the snapshot

  /// Applies a change to the latest circles and outbox and writes both in one snapshot.
  ///
  /// `change` returns `false` to write nothing; memory changes only on a write.
  func rewrite(
    _ change: (inout [CircleId: Circle], inout CircleOutbox) -> Bool
  ) throws(StorageError) {
    var updated: [CircleId: Circle] = [:]
    var updatedOutbox = CircleOutbox()
    var written = false
    try snapshot.update { contents throws(StorageError) in
      (updated, updatedOutbox) = try Self.makeState(from: contents, path: snapshot.path)
      guard change(&updated, &updatedOutbox) else { return nil }
      written = true
      // A store that never recorded an event writes no outbox: chapter 7's file stays as
      // chapter 7 wrote it.
      let outbox = updatedOutbox == CircleOutbox() ? nil : CircleSnapshot.Outbox(updatedOutbox)
      return CircleSnapshot(
        circles: updated.values.sorted { $0.precedes($1) }.map(CircleRecord.init), outbox: outbox)
    }
    guard written else { return }
    circles = updated
    outbox = updatedOutbox
  }

  /// Reloads the snapshot if another process (or store) changed the file.
  func refresh() throws(StorageError) {
    guard let contents = try snapshot.readIfChanged() else { return }
    (circles, outbox) = try Self.makeState(from: contents, path: snapshot.path)
  }

  /// The outbox as last read or written; call ``refresh()`` first for other processes'.
  var currentOutbox: CircleOutbox { outbox }

  /// Rebuilds every circle through its root's rules, and the outbox; the first broken
  /// record is reported.
  private static func makeState(from contents: CircleSnapshot, path: String)
    throws(StorageError) -> ([CircleId: Circle], CircleOutbox)
  {
    var circles: [CircleId: Circle] = [:]
    for record in contents.circles {
      do {
        let circle = try record.makeCircle()
        circles[circle.id] = circle
      } catch {
        throw .unreadable(path: path, reason: "circle \(record.id): \(error)")
      }
    }
    do {
      return (circles, try contents.outbox?.makeOutbox() ?? CircleOutbox())
    } catch {
      throw .unreadable(path: path, reason: "outbox: \(error)")
    }
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

// Chapter 9 (QS-1): the list screen's rows, read straight from what the store holds.
extension FileCircleRepository {
  /// The first `limit` circles sorting after `position`, by name, then id, including
  /// those other processes saved: the rows of the query service's `CircleListing` port.
  /// - Throws: ``StorageError`` when the snapshot cannot be read.
  public func listCircles(after position: CircleListPosition?, limit: Int) throws(StorageError)
    -> [CircleListEntry]
  {
    try refresh()
    return CircleListEntry.selectPage(from: circles.values, after: position, limit: limit)
  }
}
