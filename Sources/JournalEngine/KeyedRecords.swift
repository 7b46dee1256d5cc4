// Chapter 4 deep dive — the storage engine: the state every small journal shares.
// Docs/04b-journal-deep-dive.md
//
// Read after `KeyedRecord.swift`. Replaying a keyed journal gives, for each kind, the
// records by key; that is all this state knows. Rebuilding aggregates from the fields is
// left to each repository, which reads them when asked.

/// The live records of a keyed journal, by kind and key.
public struct KeyedRecords: JournalState, Sendable, Hashable {
  /// A run of lines as changes, in order.
  public typealias Decoded = [KeyedChange]
  /// A keyed journal's one error.
  public typealias Failure = KeyedJournalError

  private var tables: [String: [String: KeyedRecord]] = [:]
  /// How many records are live, of every kind.
  public private(set) var count = 0

  /// An empty state.
  public init(minimumCapacity: Int) {}

  /// The record of this kind with this key, or `nil`.
  public func record(kind: String, key: String) -> KeyedRecord? {
    tables[kind]?[key]
  }

  /// Every kind that has a record, in no particular order.
  public var kinds: [String] {
    tables.filter { !$0.value.isEmpty }.map(\.key)
  }

  /// Every record of this kind, by key.
  public func records(kind: String) -> [String: KeyedRecord] {
    tables[kind] ?? [:]
  }

  /// Applies one change.
  public mutating func apply(_ change: KeyedChange) {
    switch change {
    case .put(let record):
      if tables[record.kind, default: [:]].updateValue(record, forKey: record.key) == nil {
        count += 1
      }
    case .remove(let kind, let key):
      if tables[kind]?.removeValue(forKey: key) != nil { count -= 1 }
    }
  }

  /// Reads a run of lines: every `save` must be `kind key fields`, every `delete` a
  /// `kind key`.
  /// - Throws: ``KeyedJournalError/unreadableRecord(path:line:)`` naming the first line
  ///   that is neither.
  public static func decode(_ lines: [JournalLine], path: String) throws(KeyedJournalError)
    -> [KeyedChange]
  {
    var changes: [KeyedChange] = []
    changes.reserveCapacity(lines.count)
    for line in lines {
      switch line.entry {
      case .put(let payload):
        guard let record = KeyedRecord(payload: payload) else {
          throw .unreadableRecord(path: path, line: line.number)
        }
        changes.append(.put(record))
      case .remove(let key):
        let parts = key.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2,
          parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(KeyedRecord.isNameByte) })
        else { throw .unreadableRecord(path: path, line: line.number) }
        changes.append(.remove(kind: String(parts[0]), key: String(parts[1])))
      }
    }
    return changes
  }

  /// Applies a run of changes, in order.
  public mutating func apply(_ decoded: [KeyedChange]) {
    for change in decoded { apply(change) }
  }

  /// Every live record, by kind then key: what compaction writes.
  public func makeEntries() -> [JournalEntry] {
    tables.keys.sorted().flatMap { kind in
      (tables[kind] ?? [:]).keys.sorted().compactMap { tables[kind]?[$0]?.entry }
    }
  }

  /// Wraps an engine failure.
  public static func wrap(_ error: JournalError) -> KeyedJournalError { .journal(error) }
}
