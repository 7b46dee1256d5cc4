// Chapter 7 — Beyond the basics (AD-6), with chapter 8's checks (IN-6).
// Docs/07-beyond-the-basics.md
//
// The invitations' file repository: records of kind `invitation` in the circles' journal, so
// sending one checks its circle in the same step, and accepting one (a unit of work of the
// circle repository) ends it in the same transaction as the circle's change. Sending one never
// rewrites a circle: it is one record of its own.

import Aggregates
import Foundation
import ValueObjects

/// A `CircleInvitationRepository` that keeps open invitations in `circles.journal`.
public actor FileCircleInvitationRepository: CircleInvitationRepository {
  /// Why the repository could not read or write: the circle repository's errors.
  public typealias StorageError = FileCircleRepository.StorageError

  /// The journal file it shares with the circle repository.
  public nonisolated let journalURL: URL
  private let journal: CircleJournal

  /// Opens `circles.journal` in `directory`, as the circle repository does.
  /// - Throws: ``StorageError`` when the journal cannot be opened or read.
  public init(directory: URL) throws(StorageError) {
    journal = try CircleJournal(directory: directory)
    journalURL = URL(fileURLWithPath: journal.path)
  }

  /// Stores the invitation as one transaction.
  /// - Throws: `CircleInvitationConflict` when the invitee has another open invitation to
  ///   the circle, the circle is gone, or the invitee is not a user (checked under the
  ///   users' journal's lock); or ``StorageError``. Nothing is written then.
  public func save(_ invitation: CircleInvitation) throws {
    try journal.commit([.send(invitation)])
  }

  /// The invitation with this id, or `nil`.
  public func find(id: CircleInvitationId) throws(StorageError) -> CircleInvitation? {
    try journal.read().invitations[id]
  }

  /// The open invitation of this user to this circle, or `nil`.
  public func find(circle: CircleId, invitee: UserId) throws(StorageError) -> CircleInvitation? {
    try journal.read().openInvitation(to: circle, of: invitee)
  }

  /// Every invitation, oldest first.
  public func findAll() throws(StorageError) -> [CircleInvitation] {
    try journal.read().invitations.values.sorted { $0.precedes($1) }
  }

  /// Ends the invitation as one transaction.
  /// - Throws: `CircleInvitationConflict.ended` when it is no longer stored, or
  ///   ``StorageError``.
  public func delete(id: CircleInvitationId) throws {
    try journal.commit([.end(id)])
  }
}
