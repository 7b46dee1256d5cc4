// Printing for people: colours only on a terminal and only when NO_COLOR is not set,
// and the progress bar.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text styles for the runner's output.
package enum Style {
  /// Whether standard output is a terminal: the watcher clears the screen only then.
  package static let isTerminal = isatty(STDOUT_FILENO) == 1
  /// Whether to colour: standard output is a terminal and NO_COLOR is not set.
  static let enabled = isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

  static func green(_ text: String) -> String { paint(text, "32") }
  static func red(_ text: String) -> String { paint(text, "31") }
  static func yellow(_ text: String) -> String { paint(text, "33") }
  static func bold(_ text: String) -> String { paint(text, "1") }
  static func dim(_ text: String) -> String { paint(text, "2") }

  private static func paint(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// `[#####>----] 9/18`: solved exercises out of all.
package func progressBar(solved: Int, total: Int, width: Int = 10) -> String {
  guard total > 0 else { return "[] 0/0" }
  let filled = solved * width / total
  let arrow = solved < total ? ">" : ""
  let rest = max(0, width - filled - arrow.count)
  return "[" + String(repeating: "#", count: filled) + arrow + String(repeating: "-", count: rest)
    + "] \(solved)/\(total)"
}

/// Writes a line at once (no buffering), so output interleaves with child processes.
package func say(_ line: String = "") {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
