// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// Everything that can go wrong with the circle repositories on disk, each case naming the file.
// None of them ever leads to data being overwritten.

import JournalEngine

extension FileCircleRepository {
  /// Why a circle or invitation file repository could not open, read or write.
  public enum StorageError: Error, Sendable, CustomStringConvertible {
    /// The storage engine refused: a damaged or missing journal, a link, a refused system
    /// call. Names the file; the file was left untouched.
    case journal(KeyedJournalError)
    /// A record passed its checksum but is not what its kind stores (or of a kind this
    /// version does not store); the file was left untouched.
    case unreadable(path: String, record: String, reason: String)
    /// The folder holds `circles.json` or `invitations.json`, an older version's files.
    case olderVersion(path: String)

    /// A sentence naming the problem, the file and what to do.
    public var description: String {
      switch self {
      case .journal(let error): return error.description
      case .unreadable(let path, let record, let reason):
        return "\(path): the record \(record) cannot be read: \(reason); the file was left "
          + "untouched"
      case .olderVersion(let path):
        return "\(path) is an older version's circle store (one JSON file); this version keeps "
          + "circles and invitations in circles.journal and does not read it. Nothing was "
          + "changed. Move the file out of the folder to start without those circles"
      }
    }
  }
}
