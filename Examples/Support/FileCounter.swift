// Chapter 7 — Beyond the basics (AD-1): a counter kept on disk. Docs/07-beyond-the-basics.md
//
// Example code, not a workshop module. The numbered-id factories (users, circles,
// invitations) share it: the next number lives in a file, read and advanced under a lock
// and synced before the number is used, so it never repeats across restarts or processes.

import Foundation
import JournalEngine

/// A durable counter in one file of a folder: 1, 2, 3, … never handed out twice.
public struct FileCounter: Sendable {
  private let counterPath: String
  private let temporaryPath: String
  private let lockPath: String
  private let directoryPath: String
  private let name: String

  /// Makes the counter `name` in `directory` (created 0700 if missing).
  /// - Throws: `FileSystemError` when the directory cannot be made.
  public init(named name: String, in directory: URL) throws {
    self.name = name
    directoryPath = directory.path
    counterPath = directory.appendingPathComponent("\(name)-sequence").path
    temporaryPath = counterPath + ".saving"
    lockPath = directory.appendingPathComponent("\(name)-sequence.lock").path
    try SystemPath.makeDirectory(directoryPath)
  }

  /// The next number, counted durably before it is handed out.
  /// - Throws: `FileSystemError` when the counter cannot be read or written; no number
  ///   is handed out then.
  public func next() throws -> Int {
    let lock = try FileLock(path: lockPath)
    return try lock.withLock(failing: { $0 }) { () throws(FileSystemError) -> Int in
      let current = try readCounter()
      let bytes = Array("\(current + 1)\n".utf8)
      try SystemPath.replaceContents(of: counterPath, with: bytes, via: temporaryPath)
      return current
    }
  }

  /// The next number to hand out: 1 when there is no counter yet.
  private func readCounter() throws(FileSystemError) -> Int {
    guard SystemPath.exists(counterPath) else { return 1 }
    let file = try SystemFile.open(counterPath)
    let bytes = try file.read(count: try file.status().size, at: 0)
    let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    guard let number = Int(text), number >= 1 else {
      throw FileSystemError(operation: "read the \(name) counter", path: counterPath, code: EINVAL)
    }
    return number
  }
}
