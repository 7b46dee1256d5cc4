// Chapter 4 — Repositories (RE-6): the journal engine. Docs/04-repositories.md
//
// Read first: `append(_:)`. Each change is one line added to the end of a file and
// forced to disk before anyone is told it happened; the users themselves live in a
// `UserTable` in memory, rebuilt by replaying the lines when the store opens. A save
// therefore costs the same with ten users or a hundred thousand. When the journal has
// grown to about twice the live data (old versions of users, deletions), `compact()`
// writes a fresh journal beside the old one and swaps it in atomically.

import Entities
import Foundation
import Synchronization
import ValueObjects

/// The journal file, its lock and the users it holds in memory, used by one actor.
final class UserJournal {
  /// A change to apply, in domain terms.
  enum Change: Sendable {
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
    // region: opened
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
    // endregion
    self.directoryPath = directory
    self.journalPath = journalPath
    self.compactingPath = compactingPath
    self.lock = lock
    self.faults = faults
    self.file = opened.0
    self.identity = opened.1
    try lock.withLock { () throws(StorageError) in
      try replayAll()
      try dropTornTail()
    }
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
    // region: start
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
    // endregion
  }

  // region: needsCompaction
  /// Whether the journal has grown past about twice the live data.
  var needsCompaction: Bool {
    entryCount >= 2 * table.count + 64
  }
  // endregion

  // region: compact
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
    // endregion
  }

  // MARK: Replaying

  /// Cuts off bytes a crashed writer left after the last valid line, for good.
  ///
  /// Called with the lock held, after a replay, so the next append starts on a clean
  /// line and later reads do not scan the same broken bytes again.
  private func dropTornTail() throws(FileUserRepository.StorageError) {
    do throws(FileSystemError) {
      guard try file.status().size > size else { return }
      try file.truncate(to: size)
      try file.sync(faults: nil)
    } catch {
      throw .fileSystem(error)
    }
  }

  // region: catchUp
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
    // endregion
    let fileSize: Int
    do throws(FileSystemError) { fileSize = try file.status().size } catch {
      throw .fileSystem(error)
    }
    if fileSize < size { return try replayAll() }
    guard fileSize > size else { return }
    let tail: [UInt8]
    do throws(FileSystemError) {
      tail = try file.read(count: fileSize - size, at: size)
    } catch {
      throw .fileSystem(error)
    }
    let replay = try Self.replay(tail[...], firstLine: lineCount + 1, path: journalPath)
    var updated = table
    replay.apply(to: &updated)
    table = updated
    size += replay.validLength
    lineCount += replay.lineCount
    if replay.hasTornTail && truncatingTornTail { try dropTornTail() }
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
    let body = bytes[JournalFormat.header.count...]
    let replay = try Self.replay(body, firstLine: 2, path: journalPath)
    var fresh = UserTable(minimumCapacity: replay.lineCount)
    replay.apply(to: &fresh)
    table = fresh
    size = JournalFormat.header.count + replay.validLength
    lineCount = 1 + replay.lineCount
  }

  /// What replaying a run of journal bytes found: the changes, in order, and where the
  /// valid lines end.
  struct Replay {
    var changes: [Change] = []
    /// How many bytes the valid lines take.
    var validLength = 0
    /// How many valid lines there were.
    var lineCount = 0
    /// Whether bytes after the valid lines form no valid line.
    var hasTornTail = false

    /// Applies the changes to `table`, in line order.
    func apply(to table: inout UserTable) {
      for change in changes {
        switch change {
        case .save(let user): table.store(user)
        case .delete(let id): table.remove(id: id)
        }
      }
    }
  }

  // region: replay
  /// Checks, decodes and validates journal lines into changes.
  ///
  /// This is most of the cost of opening a large journal, and each line's work is
  /// independent, so a long run of bytes is cut at line feeds into one chunk per core
  /// and the chunks are prepared in parallel; their results are then joined in order.
  /// - Throws: ``FileUserRepository/StorageError/corruptRecord(path:line:)`` when a bad
  ///   line has valid lines after it, and `invalidRecord` for a user breaking a rule.
  static func replay(
    _ bytes: ArraySlice<UInt8>, firstLine: Int, path: String
  ) throws(FileUserRepository.StorageError) -> Replay {
    let chunks = JournalFormat.chunks(
      of: bytes, count: bytes.count >= 1 << 20 ? ProcessInfo.processInfo.activeProcessorCount : 1)
    let prepared = Mutex<[Int: Result<PreparedChunk, StorageError>]>([:])
    DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
      let result = prepare(chunks[index], path: path)
      prepared.withLock { $0[index] = result }
    }
    // endregion
    let results = prepared.withLock { $0 }
    var replay = Replay()
    var firstBadLine: Int?
    var lineNumber = firstLine
    for index in chunks.indices {
      guard let result = results[index] else { continue }
      let chunk: PreparedChunk
      switch result {
      case .success(let prepared): chunk = prepared
      case .failure(let error): throw error.renumbered(from: lineNumber)
      }
      if let bad = firstBadLine {
        // Bad bytes ended an earlier chunk: any valid line here means damage, not a tear.
        if !chunk.scan.lines.isEmpty { throw .corruptRecord(path: path, line: bad) }
      } else {
        replay.validLength = chunks[index].startIndex - bytes.startIndex + chunk.scan.validLength
        firstBadLine = chunk.scan.firstBadLine.map { lineNumber + $0 }
      }
      replay.changes += chunk.changes
      replay.lineCount += chunk.scan.lines.count
      lineNumber += chunk.scan.lineCount
    }
    replay.hasTornTail = firstBadLine != nil
    return replay
  }

  /// One chunk's scan and its lines turned into changes; line numbers count from 0.
  private struct PreparedChunk: Sendable {
    var scan: JournalFormat.Scan
    var changes: [Change]
  }

  /// Scans, decodes and validates one chunk, numbering its lines from 0.
  private static func prepare(
    _ bytes: ArraySlice<UInt8>, path: String
  ) -> Result<PreparedChunk, FileUserRepository.StorageError> {
    let scan: JournalFormat.Scan
    do throws(JournalFormat.Damage) {
      scan = try JournalFormat.scan(bytes, firstLine: 0)
    } catch {
      return .failure(.corruptRecord(path: path, line: error.line))
    }
    let decoder = JSONDecoder()
    var payloads: [ArraySlice<UInt8>] = []
    var payloadLines: [Int] = []
    for (line, entry) in zip(scan.lineNumbers, scan.lines) {
      if case .save(let payload) = entry {
        payloads.append(payload)
        payloadLines.append(line)
      }
    }
    let records: [UserRecord]
    do {
      records = try JournalFormat.decodeRecords(payloads, using: decoder)
    } catch {
      // Intact checksum, unreadable JSON: find and name the line.
      let bad = zip(payloads, payloadLines).first { payload, _ in
        (try? decoder.decode(UserRecord.self, from: Data(payload))) == nil
      }
      return .failure(.corruptRecord(path: path, line: bad?.1 ?? 0))
    }
    var changes: [Change] = []
    changes.reserveCapacity(scan.lines.count)
    var nextRecord = records.makeIterator()
    for (line, entry) in zip(scan.lineNumbers, scan.lines) {
      do throws(UserRecord.InvalidRecord) {
        switch entry {
        case .save:
          guard let record = nextRecord.next() else { break }
          changes.append(.save(try record.makeUser()))
        case .delete(let id):
          do throws(UserId.ValidationError) {
            changes.append(.delete(try UserId(id)))
          } catch {
            throw .id(error)
          }
        }
      } catch {
        return .failure(.invalidRecord(path: path, line: line, error))
      }
    }
    return .success(PreparedChunk(scan: scan, changes: changes))
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
