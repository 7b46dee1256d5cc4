// Chapter 4 deep dive — the storage engine: replaying lines into the state.
// Docs/04b-journal-deep-dive.md
//
// Read after `Journal.swift`. Opening replays the whole file; every later look reads
// only the bytes appended since, by this process or another. A replay is where the
// torn-tail rule lives: bad bytes with nothing valid after them are cut off, a bad line
// with valid lines after it stops everything.

import Foundation
import Synchronization

extension Journal {
  // region: catchUp
  /// Reads lines appended since the last look (by this or another process) into the state.
  ///
  /// Called with the lock held. When another process compacted the journal (the path now
  /// names a different file) or it shrank, everything is replayed from the start.
  func catchUp(truncatingTornTail: Bool) throws(State.Failure) {
    guard SystemPath.identity(of: path) == identity else {
      do throws(FileSystemError) {
        let reopened = try SystemFile.open(path)
        identity = try reopened.status().identity
        reopened.faults = faults
        file.close()
        file = reopened
      } catch {
        throw State.wrap(.fileSystem(error))
      }
      return try replayAll()
    }
    // endregion
    let fileSize: Int
    do throws(FileSystemError) { fileSize = try file.status().size } catch {
      throw State.wrap(.fileSystem(error))
    }
    if fileSize < size { return try replayAll() }
    guard fileSize > size else { return }
    let tail: [UInt8]
    do throws(FileSystemError) { tail = try file.read(count: fileSize - size, at: size) } catch {
      throw State.wrap(.fileSystem(error))
    }
    let replay = try Self.replay(tail[...], firstLine: lineCount + 1, path: path)
    for run in replay.runs { state.apply(run) }
    size += replay.validLength
    lineCount += replay.lineCount
    if replay.isTorn && truncatingTornTail { try dropTornTail() }
  }

  /// Replays the whole journal from its header into a fresh state.
  func replayAll() throws(State.Failure) {
    let bytes: [UInt8]
    do throws(FileSystemError) { bytes = try file.readAll() } catch {
      throw State.wrap(.fileSystem(error))
    }
    if let problem = format.checkHeader(bytes) {
      throw State.wrap(.unrecognizedFormat(path: path, reason: problem))
    }
    let header = format.header.count
    let replay = try Self.replay(bytes[header...], firstLine: 2, path: path)
    var fresh = State(minimumCapacity: replay.lineCount)
    for run in replay.runs { fresh.apply(run) }
    state = fresh
    size = header + replay.validLength
    lineCount = 1 + replay.lineCount
  }

  /// Cuts off bytes a crashed writer left after the last valid line, for good.
  ///
  /// Called with the lock held, after a replay, so the next append starts on a clean
  /// line and later reads do not scan the same broken bytes again.
  func dropTornTail() throws(State.Failure) {
    do throws(FileSystemError) {
      guard try file.status().size > size else { return }
      try file.truncate(to: size)
      try file.sync()
    } catch {
      throw State.wrap(.fileSystem(error))
    }
  }

  /// What replaying a run of journal bytes found: the decoded runs of lines, in order,
  /// and where the valid lines end.
  struct Replay {
    var runs: [State.Decoded] = []
    /// How many bytes the valid lines take.
    var validLength = 0
    /// How many lines there were, the torn ones included.
    var lineCount = 0
    /// Whether bytes after the valid lines form no valid line: a torn tail.
    var isTorn = false
  }

  // region: replay
  /// Checks, orders and decodes journal lines.
  ///
  /// This is most of the cost of opening a large journal, and each line's work is
  /// independent, so a long run of bytes is cut at line feeds into one chunk per core;
  /// the chunks are scanned in parallel, numbered in order, then decoded in parallel.
  /// - Throws: `State.Failure` wrapping ``JournalError/damagedLine(path:line:)`` when a
  ///   bad line has valid lines after it, or the state's own error for a bad payload.
  static func replay(
    _ bytes: ArraySlice<UInt8>, firstLine: Int, path: String
  ) throws(State.Failure) -> Replay {
    let chunks = JournalFormat.splitIntoChunks(
      of: bytes, count: bytes.count >= 1 << 20 ? ProcessInfo.processInfo.activeProcessorCount : 1)
    let scans = runInParallel(chunks.count) { index in
      Result { () throws(JournalFormat.Damage) in
        try JournalFormat.scan(chunks[index], firstLine: 0)
      }
    }
    // endregion
    var replay = Replay()
    var numbered: [[JournalLine]] = []
    var firstBadLine: Int?
    var lineNumber = firstLine
    for (index, result) in scans.enumerated() {
      let scan: JournalFormat.Scan
      switch result {
      case .success(let found): scan = found
      case .failure(let damage):
        throw State.wrap(.damagedLine(path: path, line: lineNumber + damage.line))
      }
      if let bad = firstBadLine {
        // Bad bytes ended an earlier chunk: any valid line here means damage, not a tear.
        if !scan.lines.isEmpty { throw State.wrap(.damagedLine(path: path, line: bad)) }
      } else {
        replay.validLength = chunks[index].startIndex - bytes.startIndex + scan.validLength
        firstBadLine = scan.firstBadLine.map { lineNumber + $0 }
      }
      let offset = lineNumber
      numbered.append(scan.lines.map { JournalLine(number: offset + $0.number, entry: $0.entry) })
      replay.lineCount += scan.lineCount
      lineNumber += scan.lineCount
    }
    replay.isTorn = firstBadLine != nil
    let lines = numbered
    let decoded = runInParallel(lines.count) { index in
      Result { () throws(State.Failure) in try State.decode(lines[index], path: path) }
    }
    for result in decoded {
      switch result {
      case .success(let run): replay.runs.append(run)
      case .failure(let error): throw error
      }
    }
    return replay
  }

  /// Runs `work` for every index in `0..<count` concurrently; the results, in order.
  private static func runInParallel<Value: Sendable>(
    _ count: Int, _ work: @Sendable (Int) -> Value
  ) -> [Value] {
    guard count > 1 else { return (0..<count).map(work) }
    let results = Mutex<[Int: Value]>([:])
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let value = work(index)
      results.withLock { $0[index] = value }
    }
    let collected = results.withLock { $0 }
    return (0..<count).compactMap { collected[$0] }
  }
}
