// Chapter 4 — Repositories (RE-6, RE-7): a repository that survives restarts.
// Docs/04-repositories.md
//
// Read first: this file, then `UserRecord.swift` (how a user is flattened into a record
// and back), `UserRecord+JournalEntry.swift` (a record as a journal entry) and
// `UserTable+JournalState.swift` (how replayed entries become the users in memory). How an entry reaches the disk durably is the storage
// engine's business (module `JournalEngine`, Docs/04b-journal-deep-dive.md). From the
// outside it is just another `UserRepository`: the same contract tests run against it.

import Entities
import Foundation
import JournalEngine
import Repositories
import ValueObjects

// region: FileUserRepository
/// A `UserRepository` that keeps users in a directory on disk, durably.
///
/// The durability contract: when ``save(_:)``, ``save(contentsOf:)``, ``delete(_:)`` or a
/// unit of work's commit returns, the change is on the disk (data and directory entries synced) and survives a
/// killed process or a power loss. When one throws, nothing changed: not the file, not
/// what this repository answers. A batch is all or nothing, even across a crash. A damaged
/// journal is refused and left untouched until ``recover(directory:)`` is run. Users are
/// held in memory and indexed by id and by name, so lookups never touch the disk and a
/// save costs one appended transaction, whatever the number of users. Several processes
/// may use the same directory at once.
///
/// ```swift
/// let repository = try FileUserRepository(directory: URL(filePath: "/tmp/users"))
/// try await repository.save(user)
/// ```
public actor FileUserRepository: UserRepository {
  /// The directory that holds the journal and its lock file.
  public nonisolated let directory: URL
  /// The journal file: every change, its lines closed by a commit record.
  public nonisolated let journalURL: URL

  // Internal, not private: the outbox extension (chapter 9) reads the same journal.
  let journal: Journal<UserTable>
  /// The compaction running in the background, if any: at most one at a time.
  private var compaction: Task<Void, Never>?

  /// Opens the repository in `directory`, creating the directory (0700) and an empty journal
  /// (0600) when missing, and replays the journal into memory.
  /// - Throws: ``StorageError`` when the journal is not one this version reads, is
  ///   damaged, stores a user that breaks the rules, or the system refuses access.
  public init(directory: URL) throws(StorageError) {
    journal = try Journal(directory: directory.path, name: "users", format: Self.format)
    self.directory = directory
    self.journalURL = URL(fileURLWithPath: journal.path)
  }
}
// endregion

extension FileUserRepository {
  /// The first line of every users journal: its name and the version this code writes.
  static let format = JournalFormat(name: "dddworkshop-user-journal", version: 2)

  // region: save
  /// Stores the whole user and the events it recorded durably, as one transaction,
  /// replacing any stored user with the same id.
  /// - Throws: `UserSaveConflict` when another user holds the name or the copy is stale:
  ///   checked under the lock, after catching up with every other process, in the same
  ///   step as the write. ``StorageError`` for every other failure. On failure
  ///   nothing was stored, and no event.
  public func save(_ user: User) throws {
    // region: chapter 8 adds stored = user.advancingVersion(); before it, stored is user
    let stored = user.advancingVersion()
    // endregion
    try Self.conflictsUnwrapped { () throws(StorageError) in
      try journal.append(
        try Self.entries(for: stored, recording: user.recordedEvents),
        checking: { table throws(StorageError) in
          if let conflict = table.conflict(saving: user) { throw .conflict(conflict) }
        },
        applying: { table in
          table.store(stored)
          // region: chapter 9 adds the outbox, which delivers the events after the commit
          table.outbox.record(user.recordedEvents)
          // endregion
        })
    }
    compactIfWorthIt()
  }
  // endregion

  // region: unitOfWork
  /// Opens a unit of work whose commit writes its changes as one journal transaction:
  /// their lines closed by one commit record, so after any crash all of them are stored
  /// or none.
  public nonisolated func beginUnitOfWork() -> UserRepositoryUnitOfWork {
    UserRepositoryUnitOfWork { changes in try await self.commit(changes) }
  }

  /// Checks and writes a unit of work's changes as one transaction, under the lock.
  func commit(_ changes: [RegisteredUserChange]) throws {
    var entries: [JournalEntry] = []
    for change in changes {
      switch change {
      case .new(let record): entries.append(try UserRecord(record).makeEntry())
      case .deleted(let user):
        entries.append(.remove(key: user.id.value))
        for event in user.recordedEvents { entries.append(try OutboxRecord(event).makeEntry()) }
      }
    }
    try Self.conflictsUnwrapped { () throws(StorageError) in
      try journal.append(
        entries,
        checking: { table throws(StorageError) in
          if let conflict = table.conflict(committing: changes) { throw .conflict(conflict) }
        },
        applying: { $0.apply(committed: changes) })
    }
    compactIfWorthIt()
  }
  // endregion

  /// The lines that store `user` and the events it recorded, in one transaction.
  static func entries(
    for user: User, recording events: [UserEvent]
  ) throws(StorageError) -> [JournalEntry] {
    var entries = [try UserRecord(user).makeEntry()]
    for event in events { entries.append(try OutboxRecord(event).makeEntry()) }
    return entries
  }

  /// Runs a write, throwing a refused save's `UserSaveConflict` itself, so every repository
  /// reports a conflict with the same error.
  static func conflictsUnwrapped(_ write: () throws(StorageError) -> Void) throws {
    do {
      try write()
    } catch .conflict(let conflict) {
      throw conflict
    } catch {
      throw error
    }
  }

  /// The record of the withdrawn account with this id, or `nil`.
  public func findWithdrawnUser(id: UserId) throws(StorageError) -> WithdrawnUser? {
    try journal.refresh()
    return journal.state.withdrawnUser(id: id)
  }

  /// The user with this id, or `nil`.
  public func find(id: UserId) throws(StorageError) -> User? {
    try journal.refresh()
    return journal.state.user(id: id)
  }

  /// The user with this name (the first created, should several share it), or `nil`.
  public func find(name: UserName) throws(StorageError) -> User? {
    try journal.refresh()
    return journal.state.user(name: name)
  }

  /// Every stored user, oldest first.
  public func findAll() throws(StorageError) -> [User] {
    try journal.refresh()
    return journal.state.allUsers()
  }

  /// Deletes the stored user this withdrawn copy was read from durably, with the events the
  /// copy recorded, in one transaction; a user already gone changes nothing and writes nothing.
  /// - Throws: `UserSaveConflict` for a live user, or a copy another process changed or
  ///   deleted since it was read (checked under the lock, in the same step as the write);
  ///   ``StorageError`` for every other failure. On failure the user is still stored.
  public func delete(_ user: User) throws {
    guard user.withdrawnAt != nil else { throw UserSaveConflict.notWithdrawn(id: user.id) }
    try journal.refresh()
    guard journal.state.user(id: user.id) != nil else { return }
    try commit([.deleted(user)])
  }

  /// How many lines the journal holds after its header, live users and dead lines alike.
  public var journalEntryCount: Int { journal.entryCount }

  /// Rewrites the journal with one line per live user, atomically, holding the lock
  /// throughout (the automatic compaction after a save rewrites on another thread).
  ///
  /// Saves call this on their own once the journal holds about twice as many lines as
  /// there are live users (64 lines of slack keep small journals from compacting often).
  /// - Throws: ``StorageError``; on failure the old journal is untouched.
  public func compact() throws(StorageError) {
    try journal.compact()
  }

  // region: recover
  /// Salvages a damaged journal: copies every intact transaction into a new journal.
  ///
  /// The damaged original is kept beside it (`users.journal.damaged`), and the report says
  /// what was skipped. It also migrates a version 1 journal.
  ///
  /// The repository never runs this by itself: opening a damaged journal throws
  /// ``StorageError/damaged(path:line:offset:reason:)`` and changes nothing, and only a
  /// person can decide to give up what the damage took. No repository may be open on the
  /// directory meanwhile.
  /// - Throws: ``StorageError``; on failure the original is untouched.
  public static func recover(directory: URL) throws(StorageError) -> RecoveryReport {
    try Journal<UserTable>.recover(directory: directory.path, name: "users", format: format)
  }
  // endregion

  // region: compactIfWorthIt
  func compactIfWorthIt() {
    // Compaction only saves space; the change itself is already durable. It rewrites the
    // journal on another thread from a copy of the users, and takes the lock only to
    // append what was saved meanwhile and swap the files, so no save waits for a rewrite.
    // If it fails (say the disk is full) the old journal stays valid and a later save
    // tries again.
    guard journal.needsCompaction, compaction == nil, let plan = journal.planCompaction()
    else { return }
    compaction = Task {
      let prepared = await Task.detached(priority: .utility) {
        try? Journal<UserTable>.prepareCompaction(plan)
      }.value
      if let prepared { try? journal.finishCompaction(prepared) }
      compaction = nil
    }
  }
  // endregion

  /// Waits for a compaction running in the background, if any, to finish.
  package func waitForCompaction() async {
    await compaction?.value
  }
}
