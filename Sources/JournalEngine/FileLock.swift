// Chapter 4 deep dive — the storage engine: sharing a journal between processes.
// Docs/04b-journal-deep-dive.md
//
// Read first: `withLock(failing:_:)`. Two processes may open the same directory. Each
// change is made while holding an exclusive `flock` on a separate lock file, and each
// process first reads what the others appended, so no update is lost. The lock file
// holds no data, only one line once its journal was made: the witness that a missing
// journal was lost, not never made (`witness` below).

/// An exclusive, advisory, inter-process lock on a file beside the data it guards.
public final class FileLock {
  private let file: SystemFile
  /// How many `withLock` bodies are running, one inside another: the lock is taken by the
  /// outermost and released when it returns.
  private var depth = 0

  /// Opens (creating, with permission 0600) the lock file at `path`.
  /// - Throws: ``FileSystemError`` when the file cannot be opened or created.
  public init(path: String) throws(FileSystemError) {
    file = try SystemFile.open(path, create: true)
  }

  /// Runs `body` while holding the lock; other processes wait for it.
  ///
  /// Re-entrant: a body may take the same lock again (a commit from inside a journal's
  /// `holdingLock`), and only the outermost body's return releases it.
  /// - Parameters:
  ///   - failing: turns a failure to take the lock into the caller's own error.
  ///   - body: the work to do under the lock.
  /// - Throws: what `body` throws, or `failing`'s error when the lock cannot be taken.
  public func withLock<Result, Failure: Error>(
    failing: (FileSystemError) -> Failure, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if depth == 0 {
      do {
        try file.lock(true)
      } catch {
        throw failing(error)
      }
    }
    depth += 1
    // Closing the descriptor would release the lock too; unlocking cannot fail on a
    // descriptor we hold open, and if it did the next `lock` would report it.
    defer {
      depth -= 1
      if depth == 0 { try? file.lock(false) }
    }
    return try body()
  }

  // region: witness
  /// The lock file's path.
  var path: String { file.path }

  /// Whether the lock file holds a line: the witness that the journal beside it was made.
  ///
  /// Without it, a journal that went missing (deleted, or a folder restored without it)
  /// would open as an empty journal, and the next write would make that emptiness durable.
  func holdsWitness() throws(FileSystemError) -> Bool {
    try file.status().size > 0
  }

  /// Writes the witness line and syncs it: from now on, the journal must exist.
  func recordWitness(_ line: String) throws(FileSystemError) {
    try file.write(Array(line.utf8), at: 0)
    try file.sync()
  }
  // endregion
}
