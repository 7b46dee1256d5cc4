// Chapter 8 — Integrity (IN-3), added to chapter 5's withdrawal. Docs/08-integrity.md
//
// Read first: the three methods. A withdrawal changes two things, the users and the
// archive of withdrawn accounts, and a crash between two writes would leave the user in
// both places or in neither. A unit of work (Fowler, PoEAA; the book's `IUnitOfWork`)
// makes the use case's changes one: the use case opens it, registers each change with it
// as it decides it, and one commit makes them all durable, or none. Nothing is written
// before the commit, so a use case that stops half-way leaves nothing behind.

import Entities
import ValueObjects

// region: UserUnitOfWork
/// The changes of one business transaction over the users and their archive, made
/// durable together by ``commit()``.
///
/// Open one per use-case run, from the repository the changes go to; it is spent once
/// committed.
public protocol UserUnitOfWork: Sendable {
  /// Registers a new record of a withdrawn account, for the archive.
  func registerNew(_ record: WithdrawnUser) async

  /// Registers the end of withdrawn `user`'s lifecycle: at the commit the user leaves the
  /// repository, refused when it has not withdrawn or the stored user is no longer this copy's
  /// version, and the events the copy recorded (its `UserWithdrew`) are stored with it.
  func registerDeleted(_ user: User) async

  /// Writes every registered change in one atomic step: all of them, or none.
  /// - Throws: ``UserSaveConflict/staleVersion(id:saved:stored:)`` when a registered user
  ///   was changed or withdrawn since it was read, or the repository's own error; nothing was
  ///   written then.
  func commit() async throws
}
// endregion
