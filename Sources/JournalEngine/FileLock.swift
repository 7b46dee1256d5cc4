// Chapter 4 deep dive — the storage engine: sharing a store between processes.
// Docs/04b-journal-deep-dive.md
//
// Read first: `withLock(failing:_:)`. Two processes may open the same directory. Each
// change is made while holding an exclusive `flock` on a separate lock file, and each
// process first reads what the others appended, so no update is lost. The lock file
// holds no data; it exists only to be locked.

/// An exclusive, advisory, inter-process lock on a file beside the data it guards.
public final class FileLock {
  private let file: SystemFile

  /// Opens (creating, with permission 0600) the lock file at `path`.
  /// - Throws: ``FileSystemError`` when the file cannot be opened or created.
  public init(path: String) throws(FileSystemError) {
    file = try SystemFile.open(path, create: true)
  }

  /// Runs `body` while holding the lock; other processes wait for it.
  ///
  /// - Parameters:
  ///   - failing: turns a failure to take the lock into the caller's own error.
  ///   - body: the work to do under the lock.
  /// - Throws: what `body` throws, or `failing`'s error when the lock cannot be taken.
  public func withLock<Result, Failure: Error>(
    failing: (FileSystemError) -> Failure, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    do {
      try file.lock(true)
    } catch {
      throw failing(error)
    }
    // Closing the descriptor would release the lock too; unlocking cannot fail on a
    // descriptor we hold open, and if it did the next `lock` would report it.
    defer { try? file.lock(false) }
    return try body()
  }
}
