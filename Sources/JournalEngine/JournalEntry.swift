// Chapter 4 deep dive — the storage engine: one change. Docs/04b-journal-deep-dive.md
//
// Read first: a journal line says either "this record now looks like this" or "the
// record with this key is gone". Replaying the lines in order rebuilds the current
// state; that is all a journal is. The engine never looks inside a payload: what a
// record means, and which key it carries, is its owner's business.

/// One change to a journal: the one model of a save and a delete, written and read back.
public enum JournalEntry: Sendable, Hashable {
  /// A whole record as its owner encoded it, inserted or replacing the one with its key.
  ///
  /// The payload carries its own key (a user's record holds its id), so the line stores
  /// the payload alone; it must not contain a line feed.
  case put(payload: ArraySlice<UInt8>)
  /// The record with this key is gone.
  case remove(key: String)
}

/// An entry read back from a journal, with the line it was on (the header is line 1).
public struct JournalLine: Sendable, Hashable {
  /// The line number, counting the header as line 1, for messages a person can follow.
  public var number: Int
  /// What the line says.
  public var entry: JournalEntry

  /// Makes a line from its number and entry.
  public init(number: Int, entry: JournalEntry) {
    self.number = number
    self.entry = entry
  }
}
