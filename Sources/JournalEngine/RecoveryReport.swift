// Chapter 4 deep dive — the storage engine: what recovery did. Docs/04b-journal-deep-dive.md
//
// Read after `Journal+Recovery.swift`. Recovery is the one way out of damage, and it is
// never silent: the report says how much it kept, every run of lines it skipped and why,
// and where the damaged original now lies.

/// What ``Journal/recover(directory:name:format:)`` kept, skipped and set aside.
public struct RecoveryReport: Sendable, Hashable, CustomStringConvertible {
  /// A run of lines recovery did not copy, and why.
  public struct Skipped: Sendable, Hashable {
    /// The number of its first line, the header being line 1.
    public let firstLine: Int
    /// How many lines it spans.
    public let lineCount: Int
    /// The file offset of its first byte.
    public let offset: Int
    /// How many bytes it spans.
    public let byteCount: Int
    /// Why it was skipped.
    public let reason: String
  }

  /// The journal, now holding every intact transaction.
  public let journalPath: String
  /// Where the original file was kept, or `nil` when it needed no recovery and was left as is.
  public let originalPath: String?
  /// How many transactions were copied.
  public let keptTransactions: Int
  /// How many entries those transactions hold.
  public let keptEntries: Int
  /// Every run of lines that was not copied.
  public let skipped: [Skipped]

  /// Whether the journal needed no recovery and nothing was changed.
  public var isUnchanged: Bool { originalPath == nil }

  /// What was kept, what was skipped and where the original is, in sentences.
  public var description: String {
    guard let originalPath else {
      return "\(journalPath) is intact (\(keptTransactions) transactions, \(keptEntries) "
        + "entries); nothing was changed"
    }
    var lines = [
      "\(journalPath) now holds \(keptTransactions) intact transactions (\(keptEntries) entries)",
      "the original was kept as \(originalPath)",
    ]
    if skipped.isEmpty { lines.append("nothing was skipped") }
    for run in skipped {
      lines.append(
        "skipped lines \(run.firstLine)–\(run.firstLine + run.lineCount - 1) (bytes "
          + "\(run.offset)–\(run.offset + run.byteCount - 1)): \(run.reason)")
    }
    return lines.joined(separator: "\n")
  }
}
