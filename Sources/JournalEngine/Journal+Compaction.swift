// Chapter 4 deep dive — the storage engine: compaction that does not stall a save.
// Docs/04b-journal-deep-dive.md
//
// Read after `Journal.swift`'s `compact()`. Rewriting 100,000 records takes a good part
// of a second, and a save that waited for it would be the slowest save by far. So the
// rewrite happens in three steps, and only the last holds the lock, briefly:
//
// 1. `planCompaction()` copies the state (a value: copy-on-write makes this instant) and
//    notes where the journal ends.
// 2. `prepareCompaction(_:)` runs anywhere, even on another thread while saves go on: it
//    writes the copy's entries to a fresh temp file and syncs it.
// 3. `finishCompaction(_:)`, under the lock, appends to the temp file the transactions
//    committed since the copy was taken, syncs it, and renames it over the journal.
//
// If anything fails, or another process compacted meanwhile, the temp file is removed
// and the journal is as it was: compaction only saves space.

import Foundation

extension Journal where State: Sendable {
  /// A compaction's starting point: a copy of the state and where the journal then ended.
  public struct CompactionPlan: Sendable {
    let state: State
    let size: Int
    let lineCount: Int
    let entryLines: Int
    let identity: FileIdentity
    let generation: Int
    let header: [UInt8]
    let temporaryPath: String
    let faults: SimulatedFaults?
  }

  /// A temp file holding a plan's entries, written and synced, ready to be swapped in.
  public struct PreparedCompaction: Sendable {
    let plan: CompactionPlan
    let byteCount: Int
    let lineCount: Int
    let entryCount: Int
  }

  // region: planCompaction
  /// Takes a compaction's starting point, in a moment: nothing is written.
  ///
  /// Returns `nil` when the journal cannot be written (a failed write could not be undone).
  public func planCompaction() -> CompactionPlan? {
    guard broken == nil else { return nil }
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    return CompactionPlan(
      state: state, size: size, lineCount: lineCount, entryLines: entryLines,
      identity: identity, generation: generation, header: format.header,
      temporaryPath: compactingPath + "-" + suffix, faults: faults)
  }
  // endregion

  /// Writes the plan's entries to a fresh temp file and syncs it; safe on any thread.
  /// - Throws: `State.Failure`; on failure the temp file is removed.
  public static func prepareCompaction(
    _ plan: CompactionPlan
  ) throws(State.Failure) -> PreparedCompaction {
    let entries = try plan.state.makeEntries()
    let bytes = plan.header + encodeCompacted(entries)
    do throws(FileSystemError) {
      try SystemPath.remove(plan.temporaryPath)
      let temporary = try SystemFile.open(plan.temporaryPath, exclusive: true)
      temporary.faults = plan.faults?.faults(forCompactionWrite: .writingTemporaryFile)
      try temporary.write(bytes, at: 0)
      try temporary.sync()
    } catch {
      try? SystemPath.remove(plan.temporaryPath)
      throw State.wrap(translate(error))
    }
    let transactions = (entries.count + compactionTransactionSize - 1) / compactionTransactionSize
    return PreparedCompaction(
      plan: plan, byteCount: bytes.count, lineCount: 1 + entries.count + transactions + 1,
      entryCount: entries.count)
  }

  // region: finishCompaction
  /// Appends what was committed since the plan was taken to the prepared temp file, then
  /// swaps it in atomically; holds the lock only for that.
  ///
  /// When another process compacted the journal meanwhile, the temp file is discarded.
  /// - Throws: `State.Failure`; on failure the journal is untouched and the temp file gone.
  public func finishCompaction(_ prepared: PreparedCompaction) throws(State.Failure) {
    let plan = prepared.plan
    defer { try? SystemPath.remove(plan.temporaryPath) }
    if let broken { throw State.wrap(.unusable(path: path, cause: broken)) }
    try lock.withLock(failing: Self.wrapLockFailure) { () throws(State.Failure) in
      try catchUp(truncatingTornTail: true)
      // The same open file as at the plan, not only the same identity: a file system may
      // give a later compaction's file the inode number of one freed since the plan, and
      // copying from the plan's offset in that file would write a torn line into this one.
      guard generation == plan.generation, identity == plan.identity, size >= plan.size else {
        return
      }
      do throws(FileSystemError) {
        let since = try file.read(count: size - plan.size, at: plan.size)
        let temporary = try SystemFile.open(plan.temporaryPath)
        temporary.faults = faults?.faults(forCompactionWrite: .appendingLaterTransactions)
        try temporary.write(since, at: prepared.byteCount)
        try temporary.sync()
        temporary.close()
        faults?.crashIfArmed(at: .beforeSwitch)
        try SystemPath.rename(plan.temporaryPath, to: path)
        faults?.crashIfArmed(at: .afterRename)
        try SystemPath.syncDirectory(directoryPath)
        try adoptReplacement()
        lineCount = prepared.lineCount + lineCount - plan.lineCount
        entryLines = prepared.entryCount + entryLines - plan.entryLines
        faults?.crashIfArmed(at: .afterSwitch)
      } catch {
        throw State.wrap(Self.translate(error))
      }
    }
  }
  // endregion
}

extension Journal {
  /// Opens the file just renamed over the journal and makes it the one this journal
  /// appends to, closing the old descriptor: the last step of every compaction.
  func adoptReplacement() throws(FileSystemError) {
    let replacement = try SystemFile.open(path)
    let status = try replacement.status()
    replacement.faults = faults
    file.close()
    file = replacement
    generation += 1
    identity = status.identity
    size = status.size
  }
}
