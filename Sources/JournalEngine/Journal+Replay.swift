// Chapter 4 deep dive — the storage engine: replaying lines into the state.
// Docs/04b-journal-deep-dive.md
//
// Read after `Journal.swift`. Opening replays the whole file; every later look reads
// only the bytes appended since, by this process or another. A replay applies committed
// transactions only; an incomplete last transaction (a crash's leftovers) is cut off,
// and anything else that fails a check stops everything (`JournalFormat+Transactions`).

import Foundation
import Synchronization

extension Journal {
  // region: catchUp
  /// Reads lines appended since the last look (by this or another process) into the state.
  ///
  /// Called with the lock held. When another process compacted the journal (the path now
  /// names a different file) or it shrank, everything is replayed from the start.
  func catchUp(truncatingTornTail: Bool) throws(State.Failure) {
    guard SystemPath.identity(of: path) == identity else { return try reopenAndReplayAll() }
    try readAppended(truncatingTornTail: truncatingTornTail)
  }

  /// Opens the file the path names now (another process's compaction) and replays it.
  func reopenAndReplayAll() throws(State.Failure) {
    do throws(FileSystemError) {
      let reopened = try SystemFile.open(path)
      identity = try reopened.status().identity
      reopened.faults = faults
      file.close()
      file = reopened
      generation += 1
    } catch {
      // Gone since it was opened: lost, not empty (see the witness in `openFile`).
      if error.code == ENOENT { throw State.wrap(.missing(path: path, witness: lock.path)) }
      throw State.wrap(.fileSystem(error))
    }
    try replayAll()
  }
  // endregion

  /// Reads the lines appended since the last look; replays everything if the file shrank.
  func readAppended(truncatingTornTail: Bool) throws(State.Failure) {
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
    let replay = try Self.replay(
      tail[...], firstLine: lineCount + 1, fileOffset: size, path: path)
    for run in replay.runs { state.apply(run) }
    size += replay.validLength
    lineCount += replay.lineCount
    entryLines += replay.entryCount
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
    let replay = try Self.replay(bytes[header...], firstLine: 2, fileOffset: header, path: path)
    var fresh = State(minimumCapacity: replay.entryCount)
    for run in replay.runs { fresh.apply(run) }
    state = fresh
    size = header + replay.validLength
    lineCount = 1 + replay.lineCount
    entryLines = replay.entryCount
  }

  /// Cuts off an incomplete transaction a crashed writer left, for good.
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

  /// What replaying a run of journal bytes found: the decoded runs of committed lines,
  /// in order, and where the last commit record ends.
  struct Replay {
    var runs: [State.Decoded] = []
    /// How many bytes the committed transactions take.
    var validLength = 0
    /// How many lines the committed transactions take, commit records included.
    var lineCount = 0
    /// How many entries the committed transactions hold.
    var entryCount = 0
    /// Whether an incomplete transaction follows the last commit record: a torn tail.
    var isTorn = false
  }

  // region: replay
  /// Checks, groups and decodes journal lines.
  ///
  /// This is most of the cost of opening a large journal, and each line's check is
  /// independent, so a long run of bytes is cut at line feeds into one chunk per core and
  /// the chunks are scanned in parallel. Grouping lines into transactions is one quick
  /// pass in order (it reads 8 bytes a line); the committed lines are then decoded in
  /// parallel again.
  /// - Throws: `State.Failure` wrapping ``JournalError/damaged(path:line:offset:reason:)``
  ///   for damage, or the state's own error for a bad payload.
  static func replay(
    _ bytes: ArraySlice<UInt8>, firstLine: Int, fileOffset: Int, path: String
  ) throws(State.Failure) -> Replay {
    let cores = bytes.count >= 1 << 20 ? ProcessInfo.processInfo.activeProcessorCount : 1
    let lines = scanInParallel(bytes, cores: cores)
    let found: JournalFormat.Transactions
    do throws(JournalFormat.DamageFound) {
      found = try JournalFormat.group(
        lines, in: bytes, firstLine: firstLine, fileOffset: fileOffset, salvaging: false)
    } catch {
      throw State.wrap(
        .damaged(path: path, line: error.line, offset: error.offset, reason: error.reason))
    }
    var replay = Replay(
      validLength: found.validEnd - bytes.startIndex, lineCount: found.lineCount,
      entryCount: found.lines.count, isTorn: found.isTorn)
    replay.runs = try decodeInParallel(found.lines, runs: cores, path: path)
    return replay
  }
  // endregion

  /// Scans the bytes for lines, one chunk per core.
  static func scanInParallel(
    _ bytes: ArraySlice<UInt8>, cores: Int
  ) -> [JournalFormat.ScannedLine] {
    let chunks = JournalFormat.splitIntoChunks(of: bytes, count: cores)
    return runInParallel(chunks.count) { JournalFormat.scan(chunks[$0]) }.flatMap { $0 }
  }

  /// Decodes committed lines in about `runs` runs at once; the runs, in order.
  static func decodeInParallel(
    _ lines: [JournalLine], runs: Int, path: String
  ) throws(State.Failure) -> [State.Decoded] {
    let size = max(1, (lines.count + runs - 1) / max(1, runs))
    let starts = Array(stride(from: 0, to: lines.count, by: size))
    let decoded = runInParallel(starts.count) { index in
      let run = Array(lines[starts[index]..<min(lines.count, starts[index] + size)])
      return Result { () throws(State.Failure) in try State.decode(run, path: path) }
    }
    var results: [State.Decoded] = []
    for result in decoded {
      switch result {
      case .success(let run): results.append(run)
      case .failure(let error): throw error
      }
    }
    return results
  }

  /// Runs `work` for every index in `0..<count` concurrently; the results, in order.
  static func runInParallel<Value: Sendable>(
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
