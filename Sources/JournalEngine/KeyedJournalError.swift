// Chapter 4 deep dive — the storage engine: what a keyed journal reports.
// Docs/04b-journal-deep-dive.md

/// Why a keyed journal could not be opened, read or written, or refused a change.
public enum KeyedJournalError: Error, Sendable, CustomStringConvertible {
  /// The engine failed: a damaged file, a link, a refused system call. Names the file.
  case journal(JournalError)
  /// A line passed its checksum but is not `kind key fields`: written by something else.
  case unreadableRecord(path: String, line: Int)
  /// A record to store has a kind or key the journal cannot hold; nothing was written.
  case invalidRecord(kind: String, key: String, reason: String)
  /// The owner's check under the lock refused the change (a name taken, a stale copy);
  /// nothing was written. The owner's own error is inside.
  case refused(any Error & Sendable)

  /// A sentence naming the problem and, where there is one, the file.
  public var description: String {
    switch self {
    case .journal(let error): return error.description
    case .unreadableRecord(let path, let line):
      return "\(path) line \(line) passes its checksum but is not a record of this store; "
        + "the file was left untouched"
    case .invalidRecord(let kind, let key, let reason):
      return "the record \(String(reflecting: kind)) \(String(reflecting: key)) cannot be stored: "
        + reason
    case .refused(let error): return String(describing: error)
    }
  }
}
