// Chapter 8 — Integrity (IN-6): the users' journal as another store checks it at commit.
// Docs/08-integrity.md
//
// Read first: `holdingLock(wrapping:_:)`. A circle that gains a member must gain a user,
// and "is a user" must still be true when the circle is written: a withdrawal committed
// between the question and the write would leave a withdrawn member that no follow-up will
// ever see. So the circle store asks while holding the users' journal's lock, and writes
// its own journal before letting go. Nobody can withdraw meanwhile. Locks are taken in
// one order, the users' journal first, so two stores never wait for each other.

import Entities
import Foundation
import JournalEngine
import ValueObjects

// region: UserRoster
/// The users' journal, read only: who is a user, answered under the journal's lock.
///
/// It never writes a record and never compacts; it opens `users.journal` at its first use.
/// Not `Sendable`: it belongs to the one actor that commits with it.
public final class UserRoster {
  /// The directory whose `users.journal` it reads.
  public let directory: URL
  private var journal: Journal<UserTable>?

  /// A roster over the users' journal in `directory`; nothing is opened yet.
  public init(directory: URL) {
    self.directory = directory
  }
}
// endregion

extension UserRoster {
  // region: holdingLock
  /// Runs `body` while holding the users' journal's lock, caught up with every process.
  ///
  /// No user registers or withdraws until it returns. `body` is told who is a user now.
  /// - Throws: `wrapping`'s error for ``FileUserRepository/StorageError`` (the journal is
  ///   damaged, missing or unreadable), or what `body` throws.
  public func holdingLock<Result, Failure: Error>(
    wrapping: (FileUserRepository.StorageError) -> Failure,
    _ body: (_ isUser: (UserId) -> Bool) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let journal: Journal<UserTable>
    do throws(FileUserRepository.StorageError) {
      journal = try opened()
    } catch {
      throw wrapping(error)
    }
    return try journal.holdingLock(wrapping: wrapping) { table throws(Failure) in
      try body { table.user(id: $0) != nil }
    }
  }
  // endregion

  /// The journal, opened at the first use.
  private func opened() throws(FileUserRepository.StorageError) -> Journal<UserTable> {
    if let journal { return journal }
    let opened = try Journal<UserTable>(
      directory: directory.path, name: "users", format: FileUserRepository.format)
    journal = opened
    return opened
  }
}
