// The workshop's examples, pinned: each example's whole output against a golden file.
// Docs/README.md (maintainers' notes) tells how to regenerate them.
//
// A golden file is the exact output an example printed when a person last read it and
// found the story right. The chapters quote these files (`<!-- output: … -->`, checked by
// `.ci/check-docs.swift`), so a change to an example's output shows up here first, with
// the first line that differs, and a chapter never quotes output the code no longer prints.

import Foundation
import TestSupport
import Testing

/// The package's root folder, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The command that rewrites every golden file from what the examples print now.
let updateGoldenCommand = "UPDATE_GOLDEN=1 swift test --filter GoldenOutput"

/// One pinned output: `Examples/golden/NAME.txt`.
struct GoldenFile {
  /// The file's name without `.txt`: the example's command.
  let name: String

  /// The path from the package root, as the chapters' markers write it.
  var path: String { "Examples/golden/\(name).txt" }

  /// Compares `actual` with the file, or rewrites the file when `UPDATE_GOLDEN=1`.
  func check(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = packageRoot.appendingPathComponent(path)
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "\(path) does not exist; make it with `\(updateGoldenCommand)`",
        sourceLocation: sourceLocation)
      return
    }
    if let difference = Self.firstDifference(expected: expected, actual: actual) {
      let message =
        "the output differs from \(path) \(difference)\nIf the new output is right, run "
        + "`\(updateGoldenCommand)` and review the change to the golden file."
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  /// Where two texts first differ, as "at line N" with both lines; nil when equal.
  static func firstDifference(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    let expectedLines = lines(of: expected)
    let actualLines = lines(of: actual)
    guard
      let index = zip(expectedLines, actualLines).enumerated()
        .first(where: { $0.element.0 != $0.element.1 })?.offset
        ?? (expectedLines.count == actualLines.count
          ? nil : min(expectedLines.count, actualLines.count))
    else { return "only in whether the last line ends with a newline" }
    func shown(_ lines: [String]) -> String {
      index < lines.count ? "\"\(lines[index])\"" : "(end of output)"
    }
    return """
      at line \(index + 1) (expected \(expectedLines.count) lines, got \(actualLines.count)):
        expected: \(shown(expectedLines))
        actual:   \(shown(actualLines))
      """
  }

  /// The lines of `text`; a final newline ends the last line rather than starting another.
  private static func lines(of text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }
}

/// Runs the built executable `name` with `arguments`, its standard error merged into its
/// output, with `environment` added to the test's; returns exit status and output.
func runBuiltExecutable(
  _ name: String, _ arguments: [String] = [], environment: [String: String] = [:]
) async throws -> (status: Int32, output: String) {
  let executable = try #require(
    builtExecutable(named: name), "\(name) is not built: run `swift build` first")
  return try await ChildProcess.run(executable, arguments, environment: environment)
}
