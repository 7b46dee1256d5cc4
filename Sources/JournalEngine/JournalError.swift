// Chapter 4 deep dive — the storage engine: what can go wrong below the records.
// Docs/04b-journal-deep-dive.md
//
// Each case names the file and, where there is one, the line and byte offset, so a
// person can find the problem. None of these ever leads to data being overwritten.

/// Why a journal could not be opened, read or written.
public enum JournalError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file is not a journal of this format and version; it is left untouched.
  case unrecognizedFormat(path: String, reason: UnrecognizedFormat)
  /// Bytes that no crash can leave fail their checks; the file is left untouched.
  case damaged(path: String, line: Int, offset: Int, reason: Damage)
  /// A symbolic link sits where the journal's file should be; the journal never follows it.
  case symbolicLink(path: String)
  /// The journal's directory can be written by other users, who could plant links in it.
  case unsafeDirectory(path: String, mode: UInt32)
  /// The operating system refused an operation; nothing was changed.
  case fileSystem(FileSystemError)
  /// A write failed and undoing it failed too; open the journal again to recover.
  case unusable(path: String, cause: FileSystemError)
  /// The journal is gone, yet its lock file (`witness`) says it was made: its data was
  /// lost, and opening it as an empty journal would make the loss durable.
  case missing(path: String, witness: String)

  /// Why a file is not a journal this code can read.
  public enum UnrecognizedFormat: Sendable, Hashable {
    /// The file has no bytes at all.
    case empty
    /// The first line is not this format's header: another program's file.
    case notAJournal
    /// A journal written by a newer version.
    case unsupportedVersion(Int)
    /// A journal written by an older version, with no commit records: recovery migrates it.
    case olderVersion(Int)
  }

  /// What is wrong with damaged bytes.
  public enum Damage: Sendable, Hashable, CustomStringConvertible {
    /// The line's checksum does not match (or it is no record), and more lines follow it.
    case unreadableLine
    /// A commit record's count or checksum disagrees with the lines before it.
    case commitMismatch
    /// Intact lines that no commit record covers are followed by a committed transaction.
    case uncommittedLines
    /// The last line ends in an intact commit record: a damaged line feed, not a crash.
    case damagedLineFeed

    /// A phrase naming the problem.
    public var description: String {
      switch self {
      case .unreadableLine: return "its checksum does not match and more lines follow it"
      case .commitMismatch:
        return "its commit record's count or checksum disagrees with the lines before it"
      case .uncommittedLines: return "it belongs to no transaction, yet committed lines follow it"
      case .damagedLineFeed: return "a line feed before an intact commit record is damaged"
      }
    }
  }

  /// A sentence naming the problem, the file and what to do.
  public var description: String {
    switch self {
    case .unrecognizedFormat(let path, .empty):
      return "\(path) is empty, so it is not a journal; it was left untouched"
    case .unrecognizedFormat(let path, .notAJournal):
      return "\(path) does not start with this journal's header; "
        + "it belongs to something else and was left untouched"
    case .unrecognizedFormat(let path, .unsupportedVersion(let version)):
      return "\(path) is a version \(version) journal, newer than this code reads; "
        + "it was left untouched"
    case .unrecognizedFormat(let path, .olderVersion(let version)):
      return "\(path) is a version \(version) journal, without commit records; it was left "
        + "untouched. Recovery rewrites it in today's format and keeps the original beside it"
    case .damaged(let path, let line, let offset, let reason):
      return "\(path) line \(line) (byte \(offset)) is damaged: \(reason); "
        + "the file was left untouched. Recovery copies every intact transaction to a new "
        + "journal and keeps this one beside it"
    case .symbolicLink(let path):
      return "\(path) is a symbolic link; the store never reads or writes through links. "
        + "Remove it (or move the real file there)"
    case .unsafeDirectory(let path, let mode):
      return "\(path) can be written by other users (mode \(String(mode, radix: 8))), who "
        + "could plant links in it; make it private with: chmod 700 \(path)"
    case .fileSystem(let error):
      return error.description
    case .unusable(let path, let cause):
      return "a write to \(path) failed (\(cause)) and could not be undone; "
        + "open it again to recover"
    case .missing(let path, let witness):
      return "\(path) is missing, yet \(witness) says it was made: its data is gone from the "
        + "folder. Nothing was changed. Restore the file from a backup; or, to start an empty "
        + "store on purpose, delete \(witness)"
    }
  }
}
