// Chapter 4 deep dive — the storage engine: the journal. Docs/04b-journal-deep-dive.md
//
// Read first: `append(_:applying:)`. Each call adds its entries as lines to the end of
// a file and forces them to disk before anyone is told it happened; the live records
// sit in memory in the owner's `State`, rebuilt by replaying the lines at open. An
// append therefore costs the same with ten records or a hundred thousand. When the
// journal has grown to about twice the live data, `compact()` writes a fresh journal
// beside the old one and swaps it in atomically.

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
  public internal(set) var state: State

  let format: JournalFormat
  let directoryPath: String
  let compactingPath: String
  let lock: FileLock
  let faults: SimulatedFaults?
  var file: SystemFile
  var identity: FileIdentity
  var size = 0  // bytes replayed: the end of the last valid line
  var lineCount = 1  // lines replayed, the header included
  private var broken: FileSystemError?

  /// Opens the journal `name.journal` in `directory`, creating both when missing (0700
  /// and 0600), and replays it into a fresh state.
  /// - Throws: `State.Failure` when the file is not a journal of `format`, is damaged,
  ///   holds a payload the state rejects, or the system refuses access.
  public convenience init(directory: String, name: String, format: JournalFormat)
    throws(State.Failure)
  {
    try self.init(directory: directory, name: name, format: format, faults: nil)
  }

  /// Opens the journal like ``init(directory:name:format:)``, with faults to simulate.
  package init(
    directory: String, name: String, format: JournalFormat, faults: SimulatedFaults?
  ) throws(State.Failure) {
    let path = directory + "/" + name + ".journal"
    let compactingPath = path + ".compacting"
    let lock: FileLock
    do throws(FileSystemError) {
      try SystemPath.makeDirectory(directory)
      lock = try FileLock(path: directory + "/" + name + ".lock")
    } catch {
      throw State.wrap(.fileSystem(error))
    }
    // region: opened
    let opened = try lock.withLock(failing: Self.wrapLockFailure) { () throws(State.Failure) in
      do throws(FileSystemError) {
        // A compaction that crashed left its temp file; it was never the journal.
        try SystemPath.remove(compactingPath)
        if !SystemPath.exists(path) {
          try SystemPath.replaceContents(of: path, with: format.header, via: compactingPath)
        }
        let file = try SystemFile.open(path)
        return (file, try file.status().identity)
      } catch {
        throw State.wrap(.fileSystem(error))
      }
    }
    // endregion
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

  /// How many lines the journal holds after its header (live and dead).
  public var entryCount: Int { lineCount - 1 }

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
  /// Appends the entries as lines, syncs them to disk, then lets `change` apply them to
  /// the state: one call, one transaction.
  ///
  /// Under the lock it first catches up with lines other processes appended. On any
  /// failure the file is cut back to its previous length and `change` is not called, so
  /// the caller's error means "nothing happened".
  /// - Throws: `State.Failure`; on failure nothing was written.
  public func append(
    _ entries: [JournalEntry], applying change: (inout State) -> Void
  ) throws(State.Failure) {
    if let broken { throw State.wrap(.unusable(path: path, cause: broken)) }
    let bytes = entries.flatMap(JournalFormat.encodeLine(_:))
    try lock.withLock(failing: Self.wrapLockFailure) { () throws(State.Failure) in
      try catchUp(truncatingTornTail: true)
      let start = size
      do throws(FileSystemError) {
        try file.write(bytes, at: start)
        try file.sync()
      } catch {
        rollBack(to: start)
        throw State.wrap(.fileSystem(error))
      }
      size += bytes.count
      lineCount += entries.count
      change(&state)
    }
  }
  // endregion

  // region: compact
  /// Rewrites the journal with the state's entries and swaps it in atomically.
  /// - Throws: `State.Failure`; on failure the old journal is untouched.
  public func compact() throws(State.Failure) {
    if let broken { throw State.wrap(.unusable(path: path, cause: broken)) }
    try lock.withLock(failing: Self.wrapLockFailure) { () throws(State.Failure) in
      try catchUp(truncatingTornTail: true)
      let entries = try state.makeEntries()
      let bytes = format.header + entries.flatMap(JournalFormat.encodeLine(_:))
      do throws(FileSystemError) {
        try SystemPath.replaceContents(
          of: path, with: bytes, via: compactingPath, faults: faults)
        let replacement = try SystemFile.open(path)
        let status = try replacement.status()
        replacement.faults = faults
        file.close()
        file = replacement
        identity = status.identity
        size = status.size
        lineCount = entries.count + 1
      } catch {
        throw State.wrap(.fileSystem(error))
      }
    }
  }
  // endregion

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
    State.wrap(.fileSystem(error))
  }
}
