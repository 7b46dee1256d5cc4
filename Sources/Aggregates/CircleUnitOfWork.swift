// Chapter 8 — Integrity (IN-6), added to chapter 7's invitations. Docs/08-integrity.md
//
// Read first: why accepting is one transaction. Chapter 7 accepted in two steps, the
// circle saved, then the invitation ended. Between them a decline could end the same
// invitation: both answered "done", and the person told "declined" was a member. So they
// are committed together, through a unit of work like chapter 4's `UserUnitOfWork`: the one
// named exception to "one aggregate per transaction", taken so the invitee is answered at once.

import ValueObjects

// region: CircleUnitOfWork
/// The changes of one business transaction over circles and their invitations, made
/// durable together by ``commit()``.
///
/// Open one per use-case run, from the circle repository; it is spent once committed.
public protocol CircleUnitOfWork: Sendable {
  /// Registers a changed circle: at the commit it is stored with the events it recorded,
  /// under every check of ``CircleRepository/save(_:)``.
  func registerDirty(_ circle: Circle) async

  /// Registers the end of an open invitation: at the commit it is removed, refused with
  /// ``CircleInvitationConflict/ended(_:)`` when it ended meanwhile.
  func registerDeleted(_ invitation: CircleInvitation) async

  /// Writes every registered change in one atomic step: all of them, or none.
  /// - Throws: ``CircleSaveConflict`` or ``CircleInvitationConflict`` when a check refuses,
  ///   or the repository's own error; nothing was written then.
  func commit() async throws
}
// endregion
