// Chapter 11 — Strategic design (SD-8). Docs/11-strategic-design.md
//
// Everything that can go wrong with the event-sourced circle repository on disk, each case
// naming the file. None of them ever leads to data being overwritten.

import JournalEngine

extension FileEventSourcedCircleRepository {
  /// Why the event-sourced circle repository could not open, read or write.
  public enum StorageError: Error, Sendable, CustomStringConvertible {
    /// The storage engine refused: a damaged or missing journal, a link, a refused system
    /// call. Names the file; the file was left untouched.
    case journal(KeyedJournalError)
    /// A record passed its checksum but is not what its kind stores (or of a kind this
    /// version does not store); the file was left untouched.
    case unreadable(path: String, record: String, reason: String)
    /// A circle's stream breaks a rule of event sourcing (a gap, a version out of order, an
    /// impossible fact); the circle is refused, the file left untouched.
    case stream(path: String, CircleEventStreamError)

    /// A sentence naming the problem, the file and what to do.
    public var description: String {
      switch self {
      case .journal(let error): return error.description
      case .unreadable(let path, let record, let reason):
        return "\(path): the record \(record) cannot be read: \(reason); the file was left "
          + "untouched"
      case .stream(let path, let error):
        return "\(path): \(error); the file was left untouched"
      }
    }
  }
}
