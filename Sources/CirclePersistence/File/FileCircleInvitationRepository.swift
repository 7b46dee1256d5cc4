// Chapter 7 — Beyond the basics (AD-6). Docs/07-beyond-the-basics.md
//
// The invitations' file store: the same durable snapshot as `FileCircleRepository`, for
// the second aggregate. Each aggregate has its own file, its own lock and its own
// repository, so sending an invitation never rewrites a circle.

import Aggregates
import Foundation
import Persistence
import ValueObjects

/// A `CircleInvitationRepository` that keeps every open invitation in one JSON file,
/// rewritten atomically, as `FileCircleRepository` keeps circles.
public actor FileCircleInvitationRepository: CircleInvitationRepository {
  /// Why the store could not read or write: the circle store's errors.
  public typealias StorageError = FileCircleRepository.StorageError

  /// The snapshot file.
  public nonisolated let fileURL: URL

  private let path: String
  private let temporaryPath: String
  private let directoryPath: String
  private let lock: FileLock
  private var invitations: [CircleInvitationId: CircleInvitation] = [:]
  private var seen: Fingerprint?

  /// Opens the store in `directory` (created 0700 if missing) and loads the snapshot.
  /// - Throws: ``StorageError`` when the snapshot is not one this version reads, stores a
  ///   broken invitation, or the system refuses access.
  public init(directory: URL) throws(StorageError) {
    directoryPath = directory.path
    path = directory.appendingPathComponent("invitations.json").path
    temporaryPath = path + ".saving"
    fileURL = URL(fileURLWithPath: path)
    do throws(FileSystemError) {
      try SystemPath.makeDirectory(directoryPath)
      lock = try FileLock(path: directory.appendingPathComponent("invitations.lock").path)
    } catch {
      throw .fileSystem(error)
    }
    let (loaded, seen) = try Self.load(path: path, lock: lock, temporaryPath: temporaryPath)
    invitations = loaded
    self.seen = seen
  }

  /// Stores the invitation durably, after reading what other processes saved.
  public func save(_ invitation: CircleInvitation) throws(StorageError) {
    try rewrite { $0[invitation.id] = invitation }
  }

  /// The invitation with this id, or `nil`.
  public func find(id: CircleInvitationId) throws(StorageError) -> CircleInvitation? {
    try refresh()
    return invitations[id]
  }

  /// The open invitation of this user to this circle (the oldest, should there be two).
  public func find(circle: CircleId, invitee: UserId) throws(StorageError) -> CircleInvitation? {
    try findAll().first { $0.circle == circle && $0.invitee == invitee }
  }

  /// Every invitation, oldest first.
  public func findAll() throws(StorageError) -> [CircleInvitation] {
    try refresh()
    return invitations.values.sorted { $0.precedes($1) }
  }

  /// Deletes the invitation durably; an unknown id writes nothing.
  public func delete(id: CircleInvitationId) throws(StorageError) {
    try refresh()
    guard invitations[id] != nil else { return }
    try rewrite { $0[id] = nil }
  }

  // MARK: The snapshot

  private struct Snapshot: Codable {
    static let formatName = "dddworkshop-invitations"
    var format = Snapshot.formatName
    var version = 1
    var invitations: [CircleInvitationRecord]
  }

  /// Applies a change to the latest snapshot and writes it; memory changes only on success.
  private func rewrite(_ change: (inout [CircleInvitationId: CircleInvitation]) -> Void)
    throws(StorageError)
  {
    try lock.withLock(failing: { .fileSystem($0) }) { () throws(StorageError) in
      let (latest, _) = try Self.read(path: path)
      var updated = latest
      change(&updated)
      let records = updated.values.sorted { $0.precedes($1) }.map(CircleInvitationRecord.init)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      guard let data = try? encoder.encode(Snapshot(invitations: records)) else {
        throw .unreadable(path: path, reason: "an invitation could not be encoded")
      }
      do throws(FileSystemError) {
        let temporary = try SystemFile.open(temporaryPath, create: true, truncate: true)
        try temporary.write(Array(data), at: 0, faults: nil)
        try temporary.sync(faults: nil)
        temporary.close()
        try SystemPath.rename(temporaryPath, to: path)
        try SystemPath.syncDirectory(directoryPath)
      } catch {
        try? SystemPath.remove(temporaryPath)
        throw .fileSystem(error)
      }
      invitations = updated
      seen = Self.fingerprint(path)
    }
  }

  /// Reloads the snapshot if another process (or store) changed the file.
  private func refresh() throws(StorageError) {
    guard Self.fingerprint(path) != seen else { return }
    let (loaded, now) = try Self.load(path: path, lock: lock, temporaryPath: nil)
    invitations = loaded
    seen = now
  }

  private static func load(
    path: String, lock: FileLock, temporaryPath: String?
  ) throws(StorageError) -> ([CircleInvitationId: CircleInvitation], Fingerprint?) {
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
  private static func read(path: String) throws(StorageError) -> (
    [CircleInvitationId: CircleInvitation], Int
  ) {
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
    else { throw .unreadable(path: path, reason: "not a version 1 invitation snapshot") }
    var invitations: [CircleInvitationId: CircleInvitation] = [:]
    for record in snapshot.invitations {
      do {
        let invitation = try record.makeInvitation()
        invitations[invitation.id] = invitation
      } catch {
        throw .unreadable(path: path, reason: "invitation \(record.id): \(error)")
      }
    }
    return (invitations, bytes.count)
  }
}
