// Chapter 4 deep dive — the storage engine: transactions, and what a crash can leave.
// Docs/04b-journal-deep-dive.md
//
// Read after `JournalFormat.swift`. A transaction is its entry lines followed by a commit
// record naming how many there are and a checksum over them. A crash can leave only an
// incomplete last transaction: some of its lines, perhaps a torn one, and no commit record
// for them. That, and only that, is cut. Anything else that fails a check is damage and
// stops the replay: a commit record that disagrees with its lines, a bad line with more
// lines after it, lines no commit covers followed by a committed transaction.
//
// The one thing no rule can tell apart: bit rot in the last commit record of the file
// looks exactly like a crash before that record was written, so that one transaction is
// cut. Compaction ends the journal with an empty transaction, so there it costs nothing.

extension JournalFormat {
  /// Where and why the bytes are damage, not a crash's leftovers.
  struct DamageFound: Error {
    /// The line's number, the header being line 1.
    var line: Int
    /// The file offset of the line's first byte.
    var offset: Int
    var reason: JournalError.Damage
  }

  /// A run of lines: a committed transaction, or one recovery skipped, and why.
  struct LineSpan: Sendable, Hashable {
    var firstLine: Int
    var lineCount: Int
    var offset: Int
    var byteCount: Int
    var reason: String
  }

  /// The committed transactions found in a run of lines, and where they end.
  struct Transactions: Sendable {
    /// Every committed entry, in order.
    var lines: [JournalLine] = []
    /// For each committed transaction, the index in `lines` just past its last entry.
    var ends: [Int] = []
    /// How many scanned lines the committed transactions take, commit records included.
    var lineCount = 0
    /// The offset in the scanned bytes just past the last commit record.
    var validEnd: Int
    /// Whether lines follow the last commit record: an incomplete transaction.
    var isTorn = false
    /// What recovery skipped (always empty in a strict grouping).
    var skipped: [LineSpan] = []
    /// Where each committed transaction lies (only when salvaging).
    var spans: [LineSpan] = []
  }

  // region: group
  /// Groups scanned lines into committed transactions.
  ///
  /// - Parameters:
  ///   - firstLine: the number of the first line.
  ///   - fileOffset: the file offset of the first scanned byte.
  ///   - salvaging: `false` to stop at the first damage; `true` (recovery) to skip every
  ///     damaged run and keep every intact transaction.
  /// - Throws: ``DamageFound`` for damage, when not salvaging.
  static func group(
    _ lines: [ScannedLine], in bytes: ArraySlice<UInt8>, firstLine: Int, fileOffset: Int,
    salvaging: Bool
  ) throws(DamageFound) -> Transactions {
    var found = Transactions(validEnd: bytes.startIndex)
    var segment = 0  // the first line no commit record has covered yet
    func damage(_ index: Int, _ reason: JournalError.Damage) -> DamageFound {
      DamageFound(
        line: firstLine + index, offset: fileOffset + lines[index].start - bytes.startIndex,
        reason: reason)
    }
    func span(_ range: Range<Int>, _ reason: String) -> LineSpan? {
      guard let first = range.first, let last = range.last else { return nil }
      return LineSpan(
        firstLine: firstLine + first, lineCount: range.count,
        offset: fileOffset + lines[first].start - bytes.startIndex,
        byteCount: lines[last].end - lines[first].start, reason: reason)
    }
    func skip(_ range: Range<Int>, _ reason: String) {
      if let skipped = span(range, reason) { found.skipped.append(skipped) }
    }
    for index in lines.indices {
      guard case .commit(let count, let checksum) = lines[index].record else { continue }
      let first = index - count
      if first >= segment, isIntact(lines[first..<index], checksum: checksum, in: bytes) {
        if first > segment {
          let bad = lines[segment..<first].firstIndex { $0.isUnreadable }
          if !salvaging {
            throw damage(bad ?? segment, bad == nil ? .uncommittedLines : .unreadableLine)
          }
          skip(segment..<first, "damaged or uncommitted lines before an intact transaction")
        }
        for line in first..<index {
          if case .entry(let entry) = lines[line].record {
            found.lines.append(JournalLine(number: firstLine + line, entry: entry))
          }
        }
        found.ends.append(found.lines.count)
        if salvaging, let committed = span(first..<(index + 1), "") {
          found.spans.append(committed)
        }
        found.validEnd = lines[index].end
        found.lineCount = index + 1
      } else {
        let bad = lines[segment..<index].firstIndex { $0.isUnreadable }
        if !salvaging { throw damage(bad ?? index, bad == nil ? .commitMismatch : .unreadableLine) }
        skip(segment..<(index + 1), "a transaction that fails its commit record's check")
      }
      segment = index + 1
    }
    guard segment < lines.count else { return found }
    // Lines after the last commit record: a crash's leftovers only if at most the very
    // last of them is unreadable, and that one does not end in an intact commit record.
    let tail = segment..<lines.count
    if !salvaging {
      if let bad = tail.dropLast().first(where: { lines[$0].isUnreadable }) {
        throw damage(bad, .unreadableLine)
      }
      if let last = tail.last, endsInCommitRecord(lines[last], in: bytes) {
        throw damage(last, .damagedLineFeed)
      }
    }
    if salvaging { skip(tail, "an incomplete last transaction (no commit record)") }
    found.isTorn = true
    return found
  }
  // endregion

  /// Whether the lines are all intact entries whose checksums have this CRC-32.
  private static func isIntact(
    _ lines: ArraySlice<ScannedLine>, checksum: UInt32, in bytes: ArraySlice<UInt8>
  ) -> Bool {
    var checksums: [UInt8] = []
    checksums.reserveCapacity(lines.count * 8)
    for line in lines {
      guard case .entry = line.record else { return false }
      checksums += bytes[line.start..<(line.start + 8)]
    }
    return CRC32.checksum(checksums) == checksum
  }

  /// Whether an unreadable, finished line ends in an intact commit record.
  private static func endsInCommitRecord(_ line: ScannedLine, in bytes: ArraySlice<UInt8>) -> Bool {
    guard line.isFinished, line.end - line.start > commitLineLength else { return false }
    if case .commit = parseRecord(bytes[(line.end - commitLineLength)..<(line.end - 1)]) {
      return true
    }
    return false
  }
}

extension JournalFormat.ScannedLine {
  /// Whether the line fails its own checksum or is no record.
  var isUnreadable: Bool {
    if case .unreadable = record { return true }
    return false
  }
}
