// Chapter 4 deep dive — the storage engine: what its owner builds from the lines.
// Docs/04b-journal-deep-dive.md
//
// Read after `JournalEntry.swift`. The engine reads, checks and orders lines; turning
// payloads into records, and records into an answer to "who is stored?", is the
// owner's job. This protocol is the whole of that contract.

/// The live records a journal's owner keeps in memory, rebuilt by replaying its lines.
///
/// A replay reads lines in runs, one run per core for a large file, and calls
/// ``decode(_:path:)`` on the runs concurrently, so a run's payloads can be decoded in
/// one batch; the results are then applied in line order.
public protocol JournalState: SendableMetatype {
  /// A run of lines decoded into the owner's records, ready to apply.
  associatedtype Decoded: Sendable
  /// The owner's error: a payload it cannot read, or an engine failure it wraps.
  associatedtype Failure: Error

  /// An empty state with room for about `minimumCapacity` records.
  init(minimumCapacity: Int)

  /// How many live records the state holds, for deciding when to compact.
  var count: Int { get }

  /// Decodes and validates a run of lines, in order.
  /// - Throws: the owner's error naming the path and line of a payload it cannot read.
  static func decode(_ lines: [JournalLine], path: String) throws(Failure) -> Decoded

  /// Applies a decoded run of lines, in order.
  mutating func apply(_ decoded: Decoded)

  /// The entries that rebuild this state from nothing: what compaction writes.
  /// - Throws: the owner's error when a record cannot be encoded.
  func makeEntries() throws(Failure) -> [JournalEntry]

  /// The owner's error for a failure of the engine itself.
  static func wrap(_ error: JournalError) -> Failure
}
