// Chapter 7 — Beyond the basics (AD-6). Docs/07-beyond-the-basics.md
//
// The invitations' file store: the same durable snapshot as `FileCircleRepository`, for
// the second aggregate. Each aggregate has its own file, its own lock and its own
// repository, so sending an invitation never rewrites a circle.

import Aggregates
import Foundation
import ValueObjects

/// A `CircleInvitationRepository` that keeps every open invitation in one JSON file,
/// rewritten atomically, as `FileCircleRepository` keeps circles.
public actor FileCircleInvitationRepository: CircleInvitationRepository {
  /// Why the store could not read or write: the circle store's errors.
  public typealias StorageError = FileCircleRepository.StorageError

  /// The snapshot file.
  public nonisolated let fileURL: URL

  private let snapshot: SnapshotFile<InvitationSnapshot>
  private var invitations: [CircleInvitationId: CircleInvitation] = [:]

  /// Opens the store in `directory` (created 0700 if missing) and loads the snapshot.
  /// - Throws: ``StorageError`` when the snapshot is not one this version reads, stores a
  ///   broken invitation, or the system refuses access.
  public init(directory: URL) throws(StorageError) {
    let snapshot = try SnapshotFile<InvitationSnapshot>(
      directory: directory, name: "invitations", format: "dddworkshop-invitations")
    fileURL = URL(fileURLWithPath: snapshot.path)
    self.snapshot = snapshot
    invitations = try Self.makeInvitations(
      from: snapshot.readIfChanged()?.invitations ?? [], path: snapshot.path)
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

  // MARK: Mapping to and from the snapshot

  /// Applies a change to the latest snapshot and writes it; memory changes only on success.
  private func rewrite(_ change: (inout [CircleInvitationId: CircleInvitation]) -> Void)
    throws(StorageError)
  {
    var updated: [CircleInvitationId: CircleInvitation] = [:]
    try snapshot.update { contents throws(StorageError) in
      updated = try Self.makeInvitations(from: contents.invitations, path: snapshot.path)
      change(&updated)
      return InvitationSnapshot(
        invitations: updated.values.sorted { $0.precedes($1) }.map(CircleInvitationRecord.init))
    }
    invitations = updated
  }

  /// Reloads the snapshot if another process (or store) changed the file.
  private func refresh() throws(StorageError) {
    guard let contents = try snapshot.readIfChanged() else { return }
    invitations = try Self.makeInvitations(from: contents.invitations, path: snapshot.path)
  }

  /// Rebuilds every invitation through its rules; the first broken record is reported.
  private static func makeInvitations(from records: [CircleInvitationRecord], path: String)
    throws(StorageError) -> [CircleInvitationId: CircleInvitation]
  {
    var invitations: [CircleInvitationId: CircleInvitation] = [:]
    for record in records {
      do {
        let invitation = try record.makeInvitation()
        invitations[invitation.id] = invitation
      } catch {
        throw .unreadable(path: path, reason: "invitation \(record.id): \(error)")
      }
    }
    return invitations
  }
}

/// Everything the invitation store keeps: its invitations, as plain fields.
struct InvitationSnapshot: SnapshotContents {
  /// Every open invitation.
  var invitations: [CircleInvitationRecord] = []
}
