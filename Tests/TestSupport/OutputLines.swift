// Exact assertions on a program's output: a whole line, not a piece of one. `contains("1 member")`
// also passes on "11 members"; `hasLine("circle-1  Swift 모임  1 member")` passes only on that line.

extension StringProtocol {
  /// Whether one of the text's lines is exactly `line` (without its line feed).
  public func hasLine(_ line: String) -> Bool {
    outputLines.contains { $0 == line }
  }

  /// Whether one of the text's lines starts with `prefix`: for a line whose end varies (a
  /// reason, a byte offset), the prefix should end where a field ends (a space, a colon).
  public func hasLine(startingWith prefix: String) -> Bool {
    outputLines.contains { $0.hasPrefix(prefix) }
  }

  /// Whether one of the text's lines ends with `suffix`: for a line that starts with a path
  /// or an id that varies, the suffix should start where a field starts (a space).
  public func hasLine(endingWith suffix: String) -> Bool {
    outputLines.contains { $0.hasSuffix(suffix) }
  }

  private var outputLines: [SubSequence] {
    split(separator: "\n", omittingEmptySubsequences: false)
  }
}
