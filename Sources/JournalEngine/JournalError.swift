// Chapter 4 deep dive — the storage engine: what can go wrong below the records.
// Docs/04b-journal-deep-dive.md
//
// Each case names the file and, where there is one, the line, so a person can find the
// problem. None of these ever leads to data being overwritten.

/// Why a journal could not be opened, read or written.
public enum JournalError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file is not a journal of this format and version; it is left untouched.
  case unrecognizedFormat(path: String, reason: UnrecognizedFormat)
  /// A line is damaged but valid lines follow it; the file is left untouched.
  case damagedLine(path: String, line: Int)
  /// The operating system refused an operation; nothing was changed.
  case fileSystem(FileSystemError)
  /// A write failed and undoing it failed too; open the journal again to recover.
  case unusable(path: String, cause: FileSystemError)

  /// Why a file is not a journal this code can read.
  public enum UnrecognizedFormat: Sendable, Hashable {
    /// The file has no bytes at all.
    case empty
    /// The first line is not this format's header: another program's file.
    case notAJournal
    /// A journal written by a newer version.
    case unsupportedVersion(Int)
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
    case .damagedLine(let path, let line):
      return "\(path) line \(line) is damaged and valid records follow it; "
        + "the file was left untouched for you to inspect"
    case .fileSystem(let error):
      return error.description
    case .unusable(let path, let cause):
      return "a write to \(path) failed (\(cause)) and could not be undone; "
        + "open it again to recover"
    }
  }
}
