// Chapter 4 — Repositories (RE-6). Docs/04-repositories.md
//
// Read after `FileUserRepository.swift`: everything that can go wrong with a repository on
// disk, each case naming the file and, where there is one, the line, so a person can
// find the problem. The engine's own failures arrive as a `JournalError` and are
// translated here; none of them ever leads to data being overwritten.

import JournalEngine
import Repositories

extension FileUserRepository {
  /// Why the file repository could not open, read or write.
  public enum StorageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The journal file is not one this version can read; it is left untouched.
    case unrecognizedFormat(path: String, reason: UnrecognizedFormat)
    /// Bytes no crash can leave fail their checks; the file is left untouched.
    case damaged(path: String, line: Int, offset: Int, reason: Damage)
    /// A line is intact but its record is not readable JSON; the file is left untouched.
    case corruptRecord(path: String, line: Int)
    /// A line is intact but the user it stores breaks today's rules.
    case invalidRecord(path: String, line: Int, UserRecord.InvalidRecord)
    /// A user could not be encoded (a creation time that is not a finite number).
    case unencodable(id: String)
    /// A symbolic link sits where the journal, lock or temp file should be.
    case symbolicLink(path: String)
    /// The repository's directory can be written by other users.
    case unsafeDirectory(path: String, mode: UInt32)
    /// The operating system refused an operation; nothing was changed.
    case fileSystem(FileSystemError)
    /// A write failed and undoing it failed too; open the repository again to recover.
    case unusable(path: String, cause: FileSystemError)
    /// The journal is gone, yet its lock file (`witness`) says it was made.
    case missing(path: String, witness: String)
    /// The save would break a rule the repository guards (a name taken, a stale copy; chapter
    /// 8); nothing was written. The repository's methods throw the `UserSaveConflict` itself:
    /// this case only carries it out of the journal's check.
    case conflict(UserSaveConflict)

    /// Why a file is not a journal this version can read: empty, someone else's, or newer.
    public typealias UnrecognizedFormat = JournalError.UnrecognizedFormat
    /// What is wrong with damaged bytes.
    public typealias Damage = JournalError.Damage

    /// The repository's words for a failure of the storage engine.
    init(_ error: JournalError) {
      switch error {
      case .unrecognizedFormat(let path, let reason):
        self = .unrecognizedFormat(path: path, reason: reason)
      case .damaged(let path, let line, let offset, let reason):
        self = .damaged(path: path, line: line, offset: offset, reason: reason)
      case .symbolicLink(let path): self = .symbolicLink(path: path)
      case .unsafeDirectory(let path, let mode): self = .unsafeDirectory(path: path, mode: mode)
      case .fileSystem(let cause): self = .fileSystem(cause)
      case .unusable(let path, let cause): self = .unusable(path: path, cause: cause)
      case .missing(let path, let witness): self = .missing(path: path, witness: witness)
      }
    }

    /// A sentence naming the problem, the file and what to do.
    public var description: String {
      let format = FileUserRepository.format
      switch self {
      case .unrecognizedFormat(let path, .empty):
        return "\(path) is empty, so it is not a user journal; it was left untouched"
      case .unrecognizedFormat(let path, .notAJournal):
        return "\(path) does not start with a '\(format.name)' header; "
          + "it belongs to something else and was left untouched"
      case .unrecognizedFormat(let path, .unsupportedVersion(let version)):
        return "\(path) is a version \(version) journal; this version reads version "
          + "\(format.version). It was left untouched"
      case .unrecognizedFormat(let path, .olderVersion(let version)):
        return "\(path) is a version \(version) journal, without commit records; it was left "
          + "untouched. Migrate it with FileUserRepository.recover(directory:) "
          + "(or `user-admin recover`), which keeps the original beside it"
      case .damaged(let path, let line, let offset, let reason):
        return "\(path) line \(line) (byte \(offset)) is damaged: \(reason); the file was "
          + "left untouched. FileUserRepository.recover(directory:) (or `user-admin recover`) "
          + "copies every intact transaction to a new journal and keeps this one beside it"
      case .corruptRecord(let path, let line):
        return "\(path) line \(line) holds a record that is not readable JSON; "
          + "the file was left untouched for you to inspect"
      case .symbolicLink(let path):
        return "\(path) is a symbolic link; the store never reads or writes through links. "
          + "Remove it"
      case .unsafeDirectory(let path, let mode):
        return "\(path) can be written by other users (mode \(String(mode, radix: 8))), who "
          + "could plant links in it; make it private with: chmod 700 \(path)"
      case .invalidRecord(let path, let line, let reason):
        return "\(path) line \(line) stores a user that breaks a rule: \(reason)"
      case .unencodable(let id):
        return "user \(id) cannot be stored: its creation time is not a finite number"
      case .fileSystem(let error):
        return error.description
      case .unusable(let path, let cause):
        return "a write to \(path) failed (\(cause)) and could not be undone; "
          + "open the store again to recover"
      case .missing(let path, let witness):
        return JournalError.missing(path: path, witness: witness).description
      case .conflict(let conflict):
        return "\(conflict); nothing was written"
      }
    }
  }
}
