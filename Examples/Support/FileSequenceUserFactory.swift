// Chapter 7 — Beyond the basics (AD-1): why factories matter. Docs/07-beyond-the-basics.md
//
// Example code, not a workshop module: it touches the disk, so no domain module may hold
// it; the composition roots that want it (the factories example, and the capstone's
// reproducible mode) import it from here.
//
// Read first: `makeUser(named:)`. This factory hands out short, numbered ids — user-1,
// user-2, … — that never repeat, even across restarts and across processes, because
// the counter lives in a file, read and advanced under a lock and synced before the id
// is used. All of that is creation knowledge; code that registers users only sees
// `factory.makeUser(named:)`, the same call as with UUIDs.

import Entities
import Factories
import Foundation
import JournalEngine
import ValueObjects

/// A `UserFactory` whose ids count up from a counter kept on disk.
public struct FileSequenceUserFactory: UserFactory {
  private let counterPath: String
  private let temporaryPath: String
  private let lockPath: String
  private let directoryPath: String
  private let prefix: String
  private let now: @Sendable () -> Date

  /// Makes the factory, keeping its counter in `directory` (created 0700 if missing).
  /// - Throws: `FileSystemError` (from `JournalEngine`) when the directory cannot be made, and
  ///   `SequentialUserIdGenerator.PrefixError` for a prefix that is not a valid id.
  public init(
    directory: URL, prefix: String = "user",
    now: @escaping @Sendable () -> Date = SystemUserFactory.now
  ) throws {
    _ = try SequentialUserIdGenerator(prefix: prefix)
    directoryPath = directory.path
    counterPath = directory.appendingPathComponent("user-sequence").path
    temporaryPath = counterPath + ".saving"
    lockPath = directory.appendingPathComponent("user-sequence.lock").path
    self.prefix = prefix
    self.now = now
    try SystemPath.makeDirectory(directoryPath)
  }

  /// A new user with the next number, counted durably before it is handed out.
  /// - Throws: `FileSystemError` when the counter cannot be read or written; no id is
  ///   handed out then.
  public func makeUser(named name: UserName) throws -> User {
    let lock = try FileLock(path: lockPath)
    let number = try lock.withLock(failing: { $0 }) { () throws(FileSystemError) -> Int in
      let current = try readCounter()
      let bytes = Array("\(current + 1)\n".utf8)
      try SystemPath.replaceContents(of: counterPath, with: bytes, via: temporaryPath)
      return current
    }
    return User(id: try UserId("\(prefix)-\(number)"), name: name, createdAt: now())
  }

  /// The next number to hand out: 1 when there is no counter yet.
  private func readCounter() throws(FileSystemError) -> Int {
    guard SystemPath.exists(counterPath) else { return 1 }
    let file = try SystemFile.open(counterPath)
    let bytes = try file.read(count: try file.status().size, at: 0)
    let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    guard let number = Int(text), number >= 1 else {
      throw FileSystemError(operation: "read the user counter", path: counterPath, code: EINVAL)
    }
    return number
  }
}
