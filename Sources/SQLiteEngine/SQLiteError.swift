// Chapter 12 — Real databases: what can go wrong with a SQLite database, in words.
// Docs/modules.md
//
// Read first: `constraint`. A constraint violation is the one failure an adapter turns into
// the domain's own error (a taken name becomes `UserSaveConflict.nameTaken`), so its kind is
// told apart (UNIQUE from the others) and the columns it names are kept. Every other case
// names the database file and what to do; none of them is a crash.

/// Why a SQLite database could not be opened, read or written.
public enum SQLiteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The system's SQLite library could not be loaded, or lacks a function the engine uses.
  case libraryMissing(library: String, reason: String)
  /// The file could not be opened or created (a missing folder, no permission, …).
  case cannotOpen(path: String, message: String)
  /// The file exists but is not a SQLite database; it is left untouched.
  case notADatabase(path: String)
  /// The database's pages fail SQLite's own checks; it is left untouched.
  case damaged(path: String, message: String)
  /// Another connection held the write lock for longer than the busy timeout.
  case busy(path: String)
  /// A statement would break a constraint of the schema; nothing of it was written.
  case constraint(path: String, kind: ConstraintKind, message: String)
  /// The database's schema is newer than any this code knows; it is left untouched.
  case schemaTooNew(path: String, owner: String, found: Int, known: Int)
  /// The code's migrations are not numbered 1, 2, 3, … in order.
  case migrationsOutOfOrder(owner: String, numbers: [Int])
  /// Any other failure SQLite reported, with its extended result code.
  case failed(path: String, code: Int32, message: String)

  /// Which rule of the schema a statement would have broken.
  public enum ConstraintKind: Sendable, Hashable {
    /// A `UNIQUE` constraint or unique index on these columns (`table.column`, …).
    case unique(columns: [String])
    /// A primary key taken already.
    case primaryKey(columns: [String])
    /// A `NOT NULL`, `CHECK`, foreign key or other constraint.
    case other
  }

  /// A sentence naming the problem, the database file and what to do.
  public var description: String {
    switch self {
    case .libraryMissing(let library, let reason):
      return "SQLite is not available: \(library) could not be loaded (\(reason)); install "
        + "the SQLite run-time library your Swift installation lists"
    case .cannotOpen(let path, let message):
      return "cannot open the SQLite database \(path): \(message)"
    case .notADatabase(let path):
      return "\(path) is not a SQLite database; it was left untouched"
    case .damaged(let path, let message):
      return "the SQLite database \(path) is damaged (\(message)); it was left untouched, "
        + "restore it from a backup"
    case .busy(let path):
      return "the SQLite database \(path) stayed locked by another connection past the busy "
        + "timeout; nothing was written, try again"
    case .constraint(let path, let kind, let message):
      return "the SQLite database \(path) refused a write that breaks \(kind): \(message)"
    case .schemaTooNew(let path, let owner, let found, let known):
      return "the SQLite database \(path) has the \(owner) tables at version \(found), newer "
        + "than this program's \(known); it was left untouched, use a newer version of the program"
    case .migrationsOutOfOrder(let owner, let numbers):
      return "the \(owner) migrations must be numbered 1, 2, 3, … in order; got \(numbers)"
    case .failed(let path, let code, let message):
      return "the SQLite database \(path) failed (code \(code)): \(message)"
    }
  }
}

extension SQLiteError.ConstraintKind: CustomStringConvertible {
  /// The rule, as a schema states it.
  public var description: String {
    switch self {
    case .unique(let columns): "the UNIQUE constraint on \(columns.joined(separator: ", "))"
    case .primaryKey(let columns): "the primary key \(columns.joined(separator: ", "))"
    case .other: "a constraint"
    }
  }
}

extension SQLiteError {
  /// The error for result `code` (extended), with SQLite's own message.
  init(code: Int32, message: String, path: String) {
    switch code & 0xff {
    case 26: self = .notADatabase(path: path)
    case 11: self = .damaged(path: path, message: message)
    case 5, 6: self = .busy(path: path)
    case 14: self = .cannotOpen(path: path, message: message)
    case 19:
      // SQLite names the columns: "UNIQUE constraint failed: users.name".
      let named = message.split(separator: ": ", maxSplits: 1).dropFirst().first ?? ""
      let columns = named.split(separator: ", ").map(String.init)
      switch code {
      case 2067: self = .constraint(path: path, kind: .unique(columns: columns), message: message)
      case 1555:
        self = .constraint(path: path, kind: .primaryKey(columns: columns), message: message)
      default: self = .constraint(path: path, kind: .other, message: message)
      }
    default: self = .failed(path: path, code: code, message: message)
    }
  }
}
