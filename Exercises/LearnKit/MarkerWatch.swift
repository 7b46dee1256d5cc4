// Watching a command's log for the line that ends its first phase: `swift test` prints
// "Build complete!" before it runs the tests, and from then on the runner gives it the
// tests' deadline, not the build's (BoundedProcess.swift). Docs/exercises.md

import Foundation

/// Looks for a marker in a log file another process is writing, reading each byte once.
struct MarkerWatch {
  /// The log, opened once the command has created it.
  private let log: URL
  private var handle: FileHandle?
  private let marker: [UInt8]
  /// The end of what was read so far, long enough to hold a marker cut between two reads.
  private var tail: [UInt8] = []
  /// Whether the marker has been seen.
  private(set) var isSeen = false

  /// Watches `log` for `marker`.
  init(log: URL, marker: String) {
    self.log = log
    self.marker = Array(marker.utf8)
  }

  /// Reads what the log gained since the last look; returns whether the marker has been seen.
  mutating func look() -> Bool {
    guard !isSeen, !marker.isEmpty else { return isSeen }
    if handle == nil { handle = try? FileHandle(forReadingFrom: log) }
    guard let handle, let data = try? handle.readToEnd(), !data.isEmpty else { return false }
    tail += data
    if tail.firstRange(of: marker) != nil {
      isSeen = true
      self.handle = nil
    } else {
      tail = Array(tail.suffix(marker.count - 1))
    }
    return isSeen
  }
}
