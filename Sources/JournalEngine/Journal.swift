// Chapter 4 deep dive — the storage engine: the journal. Docs/04b-journal-deep-dive.md
//
// Read first: `append(_:applying:)`. Each call adds its entries as lines to the end of
// a file, closed by a commit record, and forces them to disk before anyone is told it
// happened: one call, one transaction, all or nothing. The live records sit in memory in
// the owner's `State`, rebuilt by replaying the lines at open. An append therefore costs
// the same with ten records or a hundred thousand. When the journal has grown to about
// twice the live data, `compact()` writes a fresh journal beside the old one and swaps it
// in atomically (`Journal+Compaction.swift` does the same without stalling appends).

import Foundation

/// A journal file, its lock and the live state replayed from it, used by one actor.
///
/// The engine knows bytes, lines and files; `State` knows what the payloads mean. Every
/// public method throws `State.Failure`: the state's own error for a payload it cannot
/// read, or a ``JournalError`` wrapped by ``JournalState/wrap(_:)``.
public final class Journal<State: JournalState> {
  /// The journal file's path.
  public let path: String
  /// The live records, as of the last replay, append or refresh.
  public internal(set) var state: State {
    didSet { revision &+= 1 }
  }
  /// Counts the changes to ``state``: while it stays the same, so does the state, and an
  /// owner may keep what it derived from it.
  public private(set) var revision = 0

  let format: JournalFormat
  let directoryPath: String
  let compactingPath: String
  let lock: FileLock
  let faults: SimulatedFaults?
  var file: SystemFile
  var identity: FileIdentity
  /// How many times `file` was swapped for the file the path names now (after a compaction
  /// here or in another process): a compaction plan is finished only on the file it was
  /// taken from, since a new file may reuse an old one's identity.
  var generation = 0
  var size = 0  // bytes replayed: the end of the last commit record
  var lineCount = 1  // lines replayed, the header and commit records included
  var entryLines = 0  // entry lines replayed, commit records excluded
  var broken: FileSystemError?

  /// Opens the journal `name.journal` in `directory`, creating both when missing (0700
  /// and 0600), and replays it into a fresh state.
  ///
  /// The only bytes opening may cut are an incomplete last transaction: what a crash
  /// leaves. No file is opened or created through a symbolic link, and a directory other
  /// users can write to is refused.
  /// - Throws: `State.Failure` when the file is not a journal of `format`, is damaged,
  ///   holds a payload the state rejects, a symbolic link sits where a file should be,
  ///   the directory is writable by others, or the system refuses access.
  public convenience init(directory: String, name: String, format: JournalFormat)
    throws(State.Failure)
  {
    try self.init(
      directory: directory, name: name, format: format,
      faults: SimulatedFaults.installed(forJournalsIn: directory))
  }

  /// Opens the journal like ``init(directory:name:format:)``, with faults to simulate.
  package init(
    directory: String, name: String, format: JournalFormat, faults: SimulatedFaults?
  ) throws(State.Failure) {
    let path = directory + "/" + name + ".journal"
    let compactingPath = path + ".compacting"
    let lock: FileLock
    let mode: UInt32
    do throws(FileSystemError) {
      try SystemPath.makeDirectory(directory)
      mode = try SystemPath.permissions(of: directory)
    } catch {
      throw State.wrap(Self.translate(error))
    }
    // Others who can write here could plant a link where a file is about to be made.
    if mode & 0o022 != 0 { throw State.wrap(.unsafeDirectory(path: directory, mode: mode)) }
    do throws(FileSystemError) {
      lock = try FileLock(path: directory + "/" + name + ".lock")
    } catch {
      throw State.wrap(Self.translate(error))
    }
    let opened = try Self.openFile(
      path, in: directory, name: name, format: format, lock: lock, via: compactingPath)
    self.path = path
    self.format = format
    self.directoryPath = directory
    self.compactingPath = compactingPath
    self.lock = lock
    self.faults = faults
    self.file = opened.0
    self.identity = opened.1
    self.state = State(minimumCapacity: 0)
    opened.0.faults = faults
    try lock.withLock(failing: Self.wrapLockFailure) { () throws(State.Failure) in
      try replayAll()
      try dropTornTail()
    }
  }

  // region: opened
  /// The journal file at `path` and its identity, opened under the lock: any temp file a
  /// crashed compaction left is deleted first, and an empty journal (its header only) is
  /// made only where no file exists at all and none ever did.
  ///
  /// Once the journal exists, its lock file holds a line saying so (the witness): a journal
  /// missing while its witness is there was lost, and opening it as an empty journal would
  /// make the loss durable at the next write, so opening refuses.
  static func openFile(
    _ path: String, in directory: String, name: String, format: JournalFormat,
    lock: FileLock, via compactingPath: String
  ) throws(State.Failure) -> (SystemFile, FileIdentity) {
    try lock.withLock(failing: Self.wrapLockFailure) { () throws(State.Failure) in
      let witnessed: Bool
      do throws(FileSystemError) {
        // A compaction that crashed left its temp file; it was never the journal.
        try SystemPath.removeAll(in: directory, startingWith: name + ".journal.compacting")
        witnessed = try lock.holdsWitness()
      } catch {
        throw State.wrap(Self.translate(error))
      }
      let missing = !SystemPath.exists(path)
      if missing && witnessed { throw State.wrap(.missing(path: path, witness: lock.path)) }
      do throws(FileSystemError) {
        if missing {
          try SystemPath.replaceContents(of: path, with: format.header, via: compactingPath)
        }
        if !witnessed {
          try lock.recordWitness(
            "\(name).journal exists; should it go missing, the store refuses to open "
              + "(delete this file to start an empty store on purpose)\n")
        }
        let file = try SystemFile.open(path)
        return (file, try file.status().identity)
      } catch {
        throw State.wrap(Self.translate(error))
      }
    }
  }
  // endregion

  /// How many entry lines the journal holds (live and dead; commit records not counted).
  public var entryCount: Int { entryLines }

  // region: needsCompaction
  /// Whether the journal has grown past about twice the live data.
  public var needsCompaction: Bool {
    entryCount >= 2 * state.count + 64
  }
  // endregion

  /// Catches up with lines other processes appended, if the file changed since last look.
  /// - Throws: `State.Failure`; on failure the state is as it was.
  public func refresh() throws(State.Failure) {
    if SystemPath.identity(of: path) == identity,
      let status = try? file.status(), status.size == size
    {
      return
    }
    try lock.withLock(failing: Self.wrapLockFailure) { () throws(State.Failure) in
      try catchUp(truncatingTornTail: false)
    }
  }

  // region: append
  /// Appends the entries as lines closed by a commit record, syncs them to disk, then
  /// lets `change` apply them to the state: one call, one transaction.
  ///
  /// Under the lock it first catches up with lines other processes appended. On any
  /// failure the file is cut back to its previous length and `change` is not called, so
  /// the caller's error means "nothing happened"; after a crash, a replay sees the whole
  /// transaction or none of it.
  /// - Throws: `State.Failure`; on failure nothing was written.
  public func append(
    _ entries: [JournalEntry], applying change: (inout State) -> Void
  ) throws(State.Failure) {
    try append(entries, checking: { _ throws(State.Failure) in }, applying: change)
  }
  // endregion

  // region: appendChecking
  /// Appends the entries like ``append(_:applying:)``, once `check` has accepted the state
  /// as it is at that moment: caught up with every other process, under the lock.
  ///
  /// The check and the write are one step, so no process can change the state between
  /// them: this is how a repository guards a rule across processes (a name taken, a version
  /// moved on). When `check` throws, nothing is written and its error is thrown.
  /// - Throws: `State.Failure`; on failure nothing was written.
  public func append(
    _ entries: [JournalEntry], checking check: (State) throws(State.Failure) -> Void,
    applying change: (inout State) -> Void
  ) throws(State.Failure) {
    if let broken { throw State.wrap(.unusable(path: path, cause: broken)) }
    guard !entries.isEmpty else { return }
    let bytes = JournalFormat.encodeTransaction(entries)
    try lock.withLock(failing: Self.wrapLockFailure) { () throws(State.Failure) in
      try catchUp(truncatingTornTail: true)
      try check(state)
      let start = size
      do throws(FileSystemError) {
        try file.write(bytes, at: start)
        try file.sync()
      } catch {
        rollBack(to: start)
        throw State.wrap(.fileSystem(error))
      }
      size += bytes.count
      lineCount += entries.count + 1
      entryLines += entries.count
      change(&state)
    }
  }
  // endregion

  // region: compact
  /// Rewrites the journal with the state's entries and swaps it in atomically.
  ///
  /// The entries are written as transactions of up to ``compactionTransactionSize``,
  /// then an empty transaction seals the file: bit rot in the last commit record (the
  /// one thing a replay cannot tell from a crash) can then cost nothing.
  /// - Throws: `State.Failure`; on failure the old journal is untouched.
  public func compact() throws(State.Failure) {
    if let broken { throw State.wrap(.unusable(path: path, cause: broken)) }
    try lock.withLock(failing: Self.wrapLockFailure) { () throws(State.Failure) in
      try catchUp(truncatingTornTail: true)
      let entries = try state.makeEntries()
      let bytes = format.header + Self.encodeCompacted(entries)
      do throws(FileSystemError) {
        try SystemPath.replaceContents(
          of: path, with: bytes, via: compactingPath, faults: faults)
        try adoptReplacement()
        let transactions =
          (entries.count + Self.compactionTransactionSize - 1)
          / Self.compactionTransactionSize
        lineCount = 1 + entries.count + transactions + 1
        entryLines = entries.count
      } catch {
        throw State.wrap(Self.translate(error))
      }
    }
  }
  // endregion

  /// The most entries compaction puts in one transaction, so recovery from damage in a
  /// compacted journal loses at most this many.
  public static var compactionTransactionSize: Int { 1_000 }

  /// A compacted journal's lines: the entries in transactions, then an empty seal.
  static func encodeCompacted(_ entries: [JournalEntry]) -> [UInt8] {
    var bytes: [UInt8] = []
    var start = 0
    while start < entries.count {
      let end = min(entries.count, start + compactionTransactionSize)
      bytes += JournalFormat.encodeTransaction(entries[start..<end])
      start = end
    }
    return bytes + JournalFormat.encodeTransaction([JournalEntry]())
  }

  /// The engine's error for a system failure: a refused link gets its own case.
  static func translate(_ error: FileSystemError) -> JournalError {
    error.isSymbolicLink ? .symbolicLink(path: error.path) : .fileSystem(error)
  }

  /// Cuts the file back after a failed write; if even that fails, stops all writing.
  private func rollBack(to length: Int) {
    do throws(FileSystemError) {
      try file.truncate(to: length)
      try file.sync()
    } catch {
      broken = error
    }
  }

  /// The owner's error for a failure to take the lock.
  static func wrapLockFailure(_ error: FileSystemError) -> State.Failure {
    State.wrap(translate(error))
  }
}
