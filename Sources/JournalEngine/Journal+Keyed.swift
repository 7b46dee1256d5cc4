// Chapter 4 deep dive — the storage engine: reading and committing keyed records.
// Docs/04b-journal-deep-dive.md
//
// Read first: `commit(_:checking:)`. A repository over a keyed journal does three things:
// it reads the records (`current()`), turns its aggregate into records, and commits them
// with a check that runs under the lock, on the records as every process left them. The
// check is where a repository keeps a rule across processes: a unique name, a version that
// must not have moved, one open invitation per person. `holdingLock(_:)` lets a check
// look at a second journal too (see "Checks across journals" in the deep dive).

extension Journal where State == KeyedRecords {
  /// The records as they are now, caught up with what other processes committed.
  /// - Throws: ``KeyedJournalError`` when the file is damaged or cannot be read.
  public func current() throws(KeyedJournalError) -> KeyedRecords {
    try refresh()
    return state
  }

  // region: commit
  /// Writes the changes as one transaction, once `check` has accepted the records as they
  /// are at that moment: under the lock, caught up with every other process.
  ///
  /// When `check` throws, nothing is written and its error is thrown. After the write, the
  /// journal is compacted in place when it has grown past about twice its live records.
  /// - Throws: ``KeyedJournalError``; on failure nothing was written.
  public func commit(
    _ changes: [KeyedChange], checking check: (KeyedRecords) throws(KeyedJournalError) -> Void
  ) throws(KeyedJournalError) {
    for case .remove(let kind, let key) in changes {
      try KeyedRecord.checkName(kind, kind: kind, key: key)
      try KeyedRecord.checkName(key, kind: kind, key: key)
    }
    try append(changes.map(\.entry), checking: check) { records in
      for change in changes { records.apply(change) }
    }
    // Compaction only saves space; the change is already durable, so a failure here is
    // left for the next commit to retry.
    if needsCompaction { try? compact() }
  }
  // endregion
}

extension Journal {
  // region: holdingLock
  /// Runs `body` while holding this journal's lock, with the state caught up with every
  /// process: no process can commit to this journal until `body` returns.
  ///
  /// A repository that checks another journal at commit (a circle's new member must still be
  /// a user) commits from inside `body`. Locks are always taken in one order, the
  /// users' journal first, then the circles', then the others, so two such repositories can
  /// never wait for each other.
  /// - Throws: `State.Failure` when the lock cannot be taken or the file is damaged,
  ///   turned into `body`'s error by `wrapping`; or what `body` throws.
  public func holdingLock<Result, Failure: Error>(
    wrapping: (State.Failure) -> Failure, _ body: (State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let broken { throw wrapping(State.wrap(.unusable(path: path, cause: broken))) }
    return try lock.withLock(failing: { wrapping(Self.wrapLockFailure($0)) }) {
      () throws(Failure) -> Result in
      do throws(State.Failure) {
        try catchUp(truncatingTornTail: true)
      } catch {
        throw wrapping(error)
      }
      return try body(state)
    }
  }
  // endregion
}
