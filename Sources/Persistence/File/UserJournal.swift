// Chapter 4 — Repositories (RE-6): the journal engine. Docs/04-repositories.md
//
// Read first: `append(_:)`. Each change is one line added to the end of a file and
// forced to disk before anyone is told it happened; the users themselves live in a
// `UserTable` in memory, rebuilt by replaying the lines when the store opens. A save
// therefore costs the same with ten users or a hundred thousand. When dead lines (old
// versions of users, deletions) outnumber the live users, `compact()` writes a fresh
// journal beside the old one and swaps it in atomically.

import Entities
import Foundation
import ValueObjects

/// The journal file, its lock and the users it holds in memory, used by one actor.
final class UserJournal {
  /// A change to apply, in domain terms.
  enum Change {
    case save(User)
    case delete(UserId)
  }

  private typealias StorageError = FileUserRepository.StorageError

  let journalPath: String
  private let directoryPath: String
  private let compactingPath: String
  private let lock: FileLock
  private let faults: SimulatedFaults?
  private let encoder = JournalFormat.makeEncoder()
  private let decoder = JSONDecoder()

  private var file: SystemFile
  private var identity: FileIdentity
  private var size = 0  // bytes replayed: the end of the last valid line
  private var lineCount = 1  // lines replayed, the header included
  private var broken: FileSystemError?
  private(set) var table = UserTable()

  /// Opens the journal in `directory`, creating both when missing, and replays it.
  init(directory: String, faults: SimulatedFaults?) throws(FileUserRepository.StorageError) {
    let journalPath = directory + "/users.journal"
    let compactingPath = journalPath + ".compacting"
    let lock: FileLock
    do throws(FileSystemError) {
      try SystemPath.makeDirectory(directory)
      lock = try FileLock(path: directory + "/users.lock")
    } catch {
      throw .fileSystem(error)
    }
    let opened = try lock.withLock { () throws(StorageError) in
      do throws(FileSystemError) {
        // A compaction that crashed left its temp file; it was never the journal.
        try SystemPath.remove(compactingPath)
        if !SystemPath.exists(journalPath) {
          try Self.writeJournal([], to: journalPath, via: compactingPath, faults: nil)
          try SystemPath.syncDirectory(directory)
        }
        let file = try SystemFile.open(journalPath)
        return (file, try file.status().identity)
      } catch {
        throw .fileSystem(error)
      }
    }
    self.directoryPath = directory
    self.journalPath = journalPath
    self.compactingPath = compactingPath
    self.lock = lock
    self.faults = faults
    self.file = opened.0
    self.identity = opened.1
    try lock.withLock { () throws(StorageError) in try replayAll() }
  }

  /// How many lines the journal holds after its header (live and dead).
  var entryCount: Int { lineCount - 1 }

  // MARK: Reading

  /// Catches up with lines other processes appended, if the file changed since last look.
  func refresh() throws(FileUserRepository.StorageError) {
    if SystemPath.identity(of: journalPath) == identity,
      let status = try? file.status(), status.size == size
    {
      return
    }
    try lock.withLock { () throws(StorageError) in try catchUp(truncatingTornTail: false) }
  }

  // MARK: Writing

  /// Appends the changes as lines, syncs them to disk, then applies them in memory.
  ///
  /// On any failure the file is cut back to its previous length and memory is left as
  /// it was, so the caller's error means "nothing happened".
  func append(_ changes: [Change]) throws(FileUserRepository.StorageError) {
    if let broken { throw .unusable(path: journalPath, cause: broken) }
    var bytes: [UInt8] = []
    for change in changes {
      let entry: JournalEntry
      switch change {
      case .save(let user): entry = .save(UserRecord(user))
      case .delete(let id): entry = .delete(id: id.value)
      }
      guard let line = try? JournalFormat.line(for: entry, using: encoder) else {
        if case .save(let user) = change { throw .unencodable(id: user.id.value) }
        throw .unencodable(id: "?")
      }
      bytes += line
    }
    try lock.withLock { () throws(StorageError) in
      try catchUp(truncatingTornTail: true)
      let start = size
      do throws(FileSystemError) {
        try file.write(bytes, at: start, faults: faults)
        try file.sync(faults: faults)
      } catch {
        rollBack(to: start)
        throw .fileSystem(error)
      }
      size += bytes.count
      lineCount += changes.count
      for change in changes {
        switch change {
        case .save(let user): table.store(user)
        case .delete(let id): table.remove(id: id)
        }
      }
    }
  }

  /// Whether dead lines outnumber live users enough to make compaction worth it.
  var needsCompaction: Bool {
    entryCount >= 2 * table.count + 64
  }

  /// Rewrites the journal with one line per live user and swaps it in atomically.
  func compact() throws(FileUserRepository.StorageError) {
    if let broken { throw .unusable(path: journalPath, cause: broken) }
    try lock.withLock { () throws(StorageError) in
      try catchUp(truncatingTornTail: true)
      let users = table.allUsers()
      do throws(FileSystemError) {
        try Self.writeJournal(users, to: journalPath, via: compactingPath, faults: faults)
        try SystemPath.syncDirectory(directoryPath)
        let replacement = try SystemFile.open(journalPath)
        let status = try replacement.status()
        file.close()
        file = replacement
        identity = status.identity
        size = status.size
        lineCount = users.count + 1
      } catch {
        try? SystemPath.remove(compactingPath)
        throw .fileSystem(error)
      }
    }
  }

  // MARK: Replaying

  /// Reads lines appended since the last look (by this or another process) into memory.
  ///
  /// Called with the lock held. When another process compacted the journal (the path now
  /// names a different file) or it shrank, everything is replayed from the start.
  private func catchUp(truncatingTornTail: Bool) throws(FileUserRepository.StorageError) {
    guard SystemPath.identity(of: journalPath) == identity else {
      do throws(FileSystemError) {
        let reopened = try SystemFile.open(journalPath)
        identity = try reopened.status().identity
        file.close()
        file = reopened
      } catch {
        throw .fileSystem(error)
      }
      return try replayAll()
    }
    let fileSize: Int
    do throws(FileSystemError) { fileSize = try file.status().size } catch {
      throw .fileSystem(error)
    }
    if fileSize < size { return try replayAll() }
    guard fileSize > size else { return }
    let tail: [UInt8]
    do throws(FileSystemError) { tail = try file.read(count: fileSize - size, at: size) } catch {
      throw .fileSystem(error)
    }
    let scan = try scanChecked(tail, firstLine: lineCount + 1)
    var updated = table
    try apply(scan.payloads, firstLine: lineCount + 1, to: &updated)
    table = updated
    size += scan.validLength
    lineCount += scan.payloads.count
    if scan.hasTornTail && truncatingTornTail {
      // Bytes a crashed writer left behind: cut them off for good before appending.
      do throws(FileSystemError) {
        try file.truncate(to: size)
        try file.sync(faults: nil)
      } catch {
        throw .fileSystem(error)
      }
    }
  }

  /// Replays the whole journal from its header into a fresh table.
  private func replayAll() throws(FileUserRepository.StorageError) {
    let bytes: [UInt8]
    do throws(FileSystemError) {
      bytes = try file.read(count: try file.status().size, at: 0)
    } catch {
      throw .fileSystem(error)
    }
    if let problem = JournalFormat.problem(withFirstBytes: bytes, fileSize: bytes.count) {
      let reason: StorageError.UnrecognizedFormat
      switch problem {
      case .empty: reason = .empty
      case .notAJournal: reason = .notAJournal
      case .unsupportedVersion(let found): reason = .unsupportedVersion(found)
      }
      throw .unrecognizedFormat(path: journalPath, reason: reason)
    }
    let body = Array(bytes.dropFirst(JournalFormat.header.count))
    let scan = try scanChecked(body, firstLine: 2)
    var fresh = UserTable()
    try apply(scan.payloads, firstLine: 2, to: &fresh)
    table = fresh
    size = JournalFormat.header.count + scan.validLength
    lineCount = 1 + scan.payloads.count
  }

  private func scanChecked(_ bytes: [UInt8], firstLine: Int) throws(FileUserRepository.StorageError)
    -> JournalFormat.Scan
  {
    do throws(JournalFormat.Damage) {
      return try JournalFormat.scan(bytes, firstLine: firstLine)
    } catch {
      throw .corruptRecord(path: journalPath, line: error.line)
    }
  }

  /// Decodes lines and applies them to `table`, validating every stored user.
  private func apply(
    _ payloads: [ArraySlice<UInt8>], firstLine: Int, to table: inout UserTable
  ) throws(FileUserRepository.StorageError) {
    guard !payloads.isEmpty else { return }
    let entries: [JournalEntry]
    do {
      entries = try JournalFormat.decode(payloads, using: decoder)
    } catch {
      // Intact checksum, unreadable JSON: find and name the line.
      for (offset, payload) in payloads.enumerated()
      where (try? decoder.decode(JournalEntry.self, from: Data(payload))) == nil {
        throw .corruptRecord(path: journalPath, line: firstLine + offset)
      }
      throw .corruptRecord(path: journalPath, line: firstLine)
    }
    for (offset, entry) in entries.enumerated() {
      do throws(UserRecord.InvalidRecord) {
        switch entry {
        case .save(let record): table.store(try record.makeUser())
        case .delete(let id):
          do throws(UserId.ValidationError) {
            table.remove(id: try UserId(id))
          } catch {
            throw .id(error)
          }
        }
      } catch {
        throw .invalidRecord(path: journalPath, line: firstLine + offset, error)
      }
    }
  }

  /// Cuts the file back after a failed write; if even that fails, stops all writing.
  private func rollBack(to length: Int) {
    do throws(FileSystemError) {
      try file.truncate(to: length)
      try file.sync(faults: nil)
    } catch {
      broken = error
    }
  }

  /// Writes a complete journal to a temp file, syncs it and renames it into place.
  private static func writeJournal(
    _ users: [User], to path: String, via temporaryPath: String, faults: SimulatedFaults?
  ) throws(FileSystemError) {
    let encoder = JournalFormat.makeEncoder()
    var bytes = JournalFormat.header
    for user in users {
      // Users in memory were encoded once already, so encoding cannot fail here; a
      // failure would be skipped data, so it is reported rather than ignored.
      guard let line = try? JournalFormat.line(for: .save(UserRecord(user)), using: encoder) else {
        throw FileSystemError(operation: "encode \(user.id)", path: temporaryPath, code: EINVAL)
      }
      bytes += line
    }
    let temporary = try SystemFile.open(temporaryPath, create: true, truncate: true)
    try temporary.write(bytes, at: 0, faults: faults)
    try temporary.sync(faults: faults)
    temporary.close()
    try SystemPath.rename(temporaryPath, to: path)
  }
}
