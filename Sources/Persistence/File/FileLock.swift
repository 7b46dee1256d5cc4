// Chapter 4 — Repositories (RE-6): sharing a store between processes. Docs/04-repositories.md
//
// Read first: `withLock(_:)`. Two processes may open the same directory. Each change is
// made while holding an exclusive `flock` on a separate lock file, and each process
// first reads what the others appended, so no update is lost. The lock file holds no
// data; it exists only to be locked.

/// An exclusive, advisory, inter-process lock on a file beside the journal.
package final class FileLock {
  private let file: SystemFile

  /// Opens (creating, with permission 0600) the lock file at `path`.
  package init(path: String) throws(FileSystemError) {
    file = try SystemFile.open(path, create: true)
  }

  /// Runs `body` while holding the lock; other processes wait for it.
  package func withLock<Result>(
    _ body: () throws(FileUserRepository.StorageError) -> Result
  ) throws(FileUserRepository.StorageError) -> Result {
    try withLock(failing: { .fileSystem($0) }, body)
  }

  /// Runs `body` while holding the lock, reporting a failure to lock as `failing` says.
  package func withLock<Result, Failure: Error>(
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
