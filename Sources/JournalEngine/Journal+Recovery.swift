// Chapter 4 deep dive — the storage engine: the way out of damage.
// Docs/04b-journal-deep-dive.md
//
// Read after `JournalFormat+Transactions.swift`. Opening a damaged journal throws and
// touches nothing, because only a person can decide to give up what the damage took.
// Recovery is that decision, taken on purpose and never by itself: it copies every
// intact transaction into a new journal, keeps the original beside it under a new name
// (never deleted, never overwritten), and reports every run of lines it skipped. It also
// migrates a users' journal of version 1, whose lines had no commit records: each intact
// line becomes a transaction of its own. (A format whose own version is 1, such as a keyed
// journal's, has commit records from the start and is never migrated.)

extension Journal {
  // region: recover
  /// Copies every intact transaction of `name.journal` into a new journal, keeping the
  /// original beside it as `name.journal.damaged` (or `.damaged-2`, `-3`…).
  ///
  /// A transaction is kept when its lines and commit record pass every check and the
  /// state accepts its payloads. A journal that needs nothing (current version, nothing
  /// to skip) is left untouched. Other processes must not use the journal meanwhile; the
  /// lock keeps them waiting.
  /// - Throws: `State.Failure` when there is no journal, it is not this format or is
  ///   newer, a symbolic link sits where a file should be, the directory is writable by
  ///   others, or the system refuses; the original is then untouched.
  public static func recover(
    directory: String, name: String, format: JournalFormat
  ) throws(State.Failure) -> RecoveryReport {
    let path = directory + "/" + name + ".journal"
    let mode: UInt32
    let lock: FileLock
    do throws(FileSystemError) {
      mode = try SystemPath.permissions(of: directory)
    } catch {
      throw State.wrap(translate(error))
    }
    if mode & 0o022 != 0 { throw State.wrap(.unsafeDirectory(path: directory, mode: mode)) }
    do throws(FileSystemError) {
      lock = try FileLock(path: directory + "/" + name + ".lock")
    } catch {
      throw State.wrap(translate(error))
    }
    return try lock.withLock(failing: wrapLockFailure) { () throws(State.Failure) in
      let bytes: [UInt8]
      do throws(FileSystemError) { bytes = try SystemFile.open(path).readAll() } catch {
        throw State.wrap(translate(error))
      }
      let found = try salvage(bytes, format: format, path: path)
      let entries = found.transactions.reduce(0) { $0 + $1.count }
      if found.skipped.isEmpty && format.checkHeader(bytes) == nil {
        return RecoveryReport(
          journalPath: path, originalPath: nil, keptTransactions: found.transactions.count,
          keptEntries: entries, skipped: [])
      }
      var recovered = format.header
      for transaction in found.transactions {
        recovered += JournalFormat.encodeTransaction(transaction.map(\.entry))
      }
      recovered += JournalFormat.encodeTransaction([JournalEntry]())
      do throws(FileSystemError) {
        let original = try keepOriginal(path)
        try SystemPath.replaceContents(of: path, with: recovered, via: path + ".recovering")
        return RecoveryReport(
          journalPath: path, originalPath: original, keptTransactions: found.transactions.count,
          keptEntries: entries, skipped: found.skipped)
      } catch {
        throw State.wrap(translate(error))
      }
    }
  }
  // endregion

  /// The intact transactions of a journal's bytes, and the runs of lines that are not.
  private static func salvage(
    _ bytes: [UInt8], format: JournalFormat, path: String
  ) throws(State.Failure) -> (transactions: [[JournalLine]], skipped: [RecoveryReport.Skipped]) {
    if let problem = format.checkHeader(bytes), problem != .olderVersion(1) {
      throw State.wrap(.unrecognizedFormat(path: path, reason: problem))
    }
    let headerEnd = (bytes.firstIndex(of: JournalFormat.newline) ?? bytes.endIndex) + 1
    let body = bytes[headerEnd...]
    let lines = scanInParallel(body, cores: 1)
    var found: JournalFormat.Transactions
    // Only a file older than its format is migrated: a keyed journal's own version 1 has
    // commit records, and migrating it would split its transactions into single lines.
    if format.checkHeader(bytes) == .olderVersion(1) {
      found = migrateVersion1(lines, in: body)
    } else {
      do throws(JournalFormat.DamageFound) {
        found = try JournalFormat.group(
          lines, in: body, firstLine: 2, fileOffset: headerEnd, salvaging: true)
      } catch {
        throw State.wrap(
          .damaged(path: path, line: error.line, offset: error.offset, reason: error.reason))
      }
    }
    var transactions: [[JournalLine]] = []
    var skipped = found.skipped
    var start = 0
    for (end, span) in zip(found.ends, found.spans) {
      let transaction = Array(found.lines[start..<end])
      start = end
      do throws(State.Failure) {
        _ = try State.decode(transaction, path: path)
        transactions.append(transaction)
      } catch {
        skipped.append(
          JournalFormat.LineSpan(
            firstLine: span.firstLine, lineCount: span.lineCount, offset: span.offset,
            byteCount: span.byteCount, reason: "its records are rejected: \(error)"))
      }
    }
    let report = skipped.sorted { $0.firstLine < $1.firstLine }.map {
      RecoveryReport.Skipped(
        firstLine: $0.firstLine, lineCount: $0.lineCount, offset: $0.offset,
        byteCount: $0.byteCount, reason: $0.reason)
    }
    return (transactions, report)
  }

  /// A version 1 journal's lines as transactions: each intact line is one.
  private static func migrateVersion1(
    _ lines: [JournalFormat.ScannedLine], in body: ArraySlice<UInt8>
  ) -> JournalFormat.Transactions {
    var found = JournalFormat.Transactions(validEnd: body.startIndex)
    for (index, line) in lines.enumerated() {
      let span = JournalFormat.LineSpan(
        firstLine: 2 + index, lineCount: 1, offset: line.start, byteCount: line.end - line.start,
        reason: "its checksum does not match")
      guard case .entry(let entry) = line.record else {
        found.skipped.append(span)
        continue
      }
      found.lines.append(JournalLine(number: 2 + index, entry: entry))
      found.ends.append(found.lines.count)
      found.spans.append(span)
    }
    return found
  }

  /// Gives the original file a second name that no file has yet; returns that name.
  private static func keepOriginal(_ path: String) throws(FileSystemError) -> String {
    var attempt = 1
    while true {
      let kept = path + ".damaged" + (attempt == 1 ? "" : "-\(attempt)")
      do throws(FileSystemError) {
        try SystemPath.link(path, as: kept)
        try SystemPath.syncDirectory(SystemPath.parent(of: path))
        return kept
      } catch  where error.isAlreadyExisting && attempt < 1_000 {
        attempt += 1
      }
    }
  }
}
