// Chapter 4 deep dive — the storage engine: what a data directory's recovery did, file by file.
// Docs/04b-journal-deep-dive.md
//
// Read after `StoreRecovery.swift`. One entry per journal, in the order they were
// recovered: intact, salvaged (with every run of lines skipped, by line and byte), missing,
// or not recoverable (with the error, which names the file). Then every other file of the
// directory, so nothing there goes unmentioned.

/// What ``StoreRecovery/run()`` found and did, journal by journal.
public struct StoreRecoveryReport: Sendable, CustomStringConvertible {
  /// What became of one journal.
  public enum Outcome: Sendable {
    /// There is no such journal in the directory yet.
    case absent
    /// Its recovery ran: intact and untouched, or salvaged beside the kept original.
    case checked(RecoveryReport)
    /// It could not be recovered, for this reason (which names the file); it is untouched.
    case failed(String)
  }

  /// One journal's outcome.
  public struct Entry: Sendable {
    /// The journal's name.
    public let name: String
    /// The journal file's path.
    public let path: String
    /// What became of it.
    public let outcome: Outcome
  }

  /// A file of the directory that is not a journal or a journal's lock.
  public struct Other: Sendable, Hashable {
    /// What such a file is.
    public enum Kind: Sendable, Hashable {
      /// A damaged original an earlier recovery kept.
      case keptOriginal
      /// A temp file a write or a recovery left when it was interrupted.
      case temporary
      /// A file no journal of this directory owns: left untouched.
      case unknown
    }

    /// The file's path.
    public let path: String
    /// What it is.
    public let kind: Kind
  }

  /// The data directory.
  public let directory: String
  /// Each journal's outcome, in the order they were recovered.
  public let journals: [Entry]
  /// Every other file of the directory, by name.
  public let others: [Other]
  /// Whether the directory itself is missing or unreadable.
  public let isMissing: Bool

  /// Whether every journal is now readable: none failed, and the directory exists.
  public var isRecovered: Bool {
    !isMissing
      && journals.allSatisfy {
        if case .failed = $0.outcome { false } else { true }
      }
  }

  /// Every journal's outcome and every other file, one sentence (or more) each.
  public var description: String {
    if isMissing {
      return "there is no store at \(directory), or it cannot be read; nothing was changed"
    }
    var lines: [String] = []
    for entry in journals {
      switch entry.outcome {
      case .absent: lines.append("\(entry.path) does not exist yet; nothing to check")
      case .checked(let report): lines.append(report.description)
      case .failed(let reason):
        lines.append("\(entry.path) cannot be recovered: \(reason)")
      }
    }
    for other in others {
      switch other.kind {
      case .keptOriginal:
        lines.append(
          "\(other.path) is a damaged original an earlier recovery kept; delete it once "
            + "nothing in it is missed")
      case .temporary:
        lines.append(
          "\(other.path) is a temp file an interrupted write left; it holds nothing the "
            + "store needs and may be deleted")
      case .unknown:
        lines.append("\(other.path) is not a file of this store; it was left untouched")
      }
    }
    return lines.joined(separator: "\n")
  }
}
