// How far `learn spec`'s `swift test` got, read while it runs: the build's last step from
// its output, then the tests finished from the event stream. Docs/exercises.md

import Foundation

/// What a running `swift test` has done so far, read from its output and its event stream.
package struct SpecProgress {
  /// How often `learn spec` says how far it got, in seconds: 5, or `LEARN_PROGRESS_SECONDS`.
  package static var interval: Double {
    ProcessInfo.processInfo.environment["LEARN_PROGRESS_SECONDS"].flatMap(Double.init) ?? 5
  }

  /// The event stream `swift test` writes, and the file its output goes to.
  let events: URL
  let log: URL
  /// How much of the event stream was read, and a line not yet ended.
  private var offset: UInt64 = 0
  private var pending = Data()
  /// The ids of the tests (not suites) discovered, those that ended, those with an issue.
  private(set) var tests: Set<String> = []
  private(set) var ended: Set<String> = []
  private(set) var failed: Set<String> = []
  /// The build's last `[12/273]` step, while nothing has run yet.
  private(set) var buildStep: String?

  /// Progress over these two files, nothing read yet.
  package init(events: URL, log: URL) {
    self.events = events
    self.log = log
  }

  /// Reads what was written to both files since the last call.
  package mutating func read() {
    buildStep = Self.lastBuildStep(in: log)
    guard let handle = try? FileHandle(forReadingFrom: events) else { return }
    defer { try? handle.close() }
    try? handle.seek(toOffset: offset)
    guard let data = try? handle.readToEnd(), !data.isEmpty else { return }
    offset += UInt64(data.count)
    pending += data
    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
      take(pending[pending.startIndex..<newline])
      pending = Data(pending[(newline + 1)...])
    }
  }

  /// Counts one record of the event stream.
  private mutating func take(_ line: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
      let payload = object["payload"] as? [String: Any]
    else { return }
    if object["kind"] as? String == "test", let id = payload["id"] as? String,
      payload["kind"] as? String != "suite"
    {
      tests.insert(id)
    } else if object["kind"] as? String == "event", let id = payload["testID"] as? String {
      switch payload["kind"] as? String {
      // Swift Testing 6.3's stream ends each test case, not each test: a test counts as
      // finished with its first case (a parameterized one a little early).
      case "testEnded", "testCaseEnded", "testSkipped": if tests.contains(id) { ended.insert(id) }
      case "issueRecorded": failed.insert(id)
      default: break
      }
    }
  }

  /// The line to print `seconds` after `swift test` started.
  package func line(seconds: Int, in language: Language) -> String {
    let failing = failed.filter { id in tests.contains { id.hasPrefix($0) } }.count
    let step = tests.isEmpty ? buildStep : nil
    return Message.specProgress(
      seconds: seconds, buildStep: step, finished: ended.count, total: tests.count,
      failed: failing
    ).text(in: language)
  }

  /// The last `[12/273]` at the start of a line of the output, if any.
  private static func lastBuildStep(in log: URL) -> String? {
    guard let text = try? String(contentsOf: log, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n").reversed() where line.hasPrefix("[") {
      if let close = line.firstIndex(of: "]"), line[..<close].contains("/") {
        return String(line[...close])
      }
    }
    return nil
  }
}
