// The shortcuts an exercise's README forbids, written down beside its reference solution
// (Exercises/Solutions/NN-name/shortcuts.md), each with the README's words that forbid it,
// the rules (test names) that refuse it and the change to the solution that takes it.
// `learn verify-shortcuts` makes each change in a copy of the solution and proves the
// rules refuse it (Maintainer+Shortcuts.swift). CONTRIBUTING.md#exercises

import Foundation

/// One shortcut a README forbids, as a change to the reference solution.
package struct Shortcut: Sendable, Equatable {
  /// What refuses the shortcut.
  package enum Refusal: Sendable, Equatable {
    /// This rule (a test's display name) fails.
    case rule(String)
    /// The test process crashes, with the runtime's message containing this text.
    case crash(String)
    /// The runner's checksums: the shortcut changes a test file, so passing does not count.
    case checksums
  }

  /// One replacement in one file of the solution (or, for a test file, `Tests/…`).
  package struct Edit: Sendable, Equatable {
    /// The file, relative to the solution's folder, or `Tests/NAME.swift`.
    package let file: String
    /// The text replaced: it must occur exactly once in the file; `nil` replaces the whole
    /// file (or writes a new one).
    package let original: String?
    /// The text put in its place.
    package let replacement: String

    /// An edit of `file` putting `replacement` in place of `original` (`nil`: the whole file).
    package init(file: String, original: String?, replacement: String) {
      self.file = file
      self.original = original
      self.replacement = replacement
    }
  }

  /// The section's heading: what the shortcut does.
  package let title: String
  /// The README's words that forbid it.
  package let forbiddenBy: String
  /// What must refuse it.
  package let refusals: [Refusal]
  /// The change that takes the shortcut.
  package let edits: [Edit]

  /// Whether the shortcut changes the exercise's tests rather than its solution.
  package var changesTests: Bool { edits.contains { $0.file.hasPrefix("Tests/") } }

  /// The rules named as refusing it.
  package var rules: [String] {
    refusals.compactMap { if case .rule(let name) = $0 { name } else { nil } }
  }

  /// The crash message named as refusing it, if a crash does.
  package var crash: String? {
    refusals.lazy.compactMap { if case .crash(let text) = $0 { text } else { nil } }.first
  }

  /// The name of a shortcuts file in a solution's folder.
  package static let fileName = "shortcuts.md"

  /// Why a shortcuts file cannot be read; the description names the line.
  package struct ParseError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, and where.
    package let description: String
  }

  /// Reads a shortcuts file: one `## ` section per shortcut, holding a `- Forbidden: "…"`
  /// line, one or more `- Refused by: "rule"` lines (or `- Refused by: a crash "text"`, or
  /// `- Refused by: the checksums`), and one or more edits, each "In `FILE`, replace" with a
  /// `swift` block, then "with" and another `swift` block, or "Replace `FILE` with" and one
  /// block, the whole new file.
  package static func parse(_ markdown: String) throws(ParseError) -> [Shortcut] {
    var shortcuts: [Shortcut] = []
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    var title: String?
    var forbidden: String?
    var refusals: [Refusal] = []
    var edits: [Edit] = []
    var file: String?
    var whole = false
    var blocks: [String] = []

    func finish(at line: Int) throws(ParseError) {
      guard let heading = title else { return }
      let place = "the shortcut \"\(heading)\" (before line \(line))"
      guard let forbidden else {
        throw ParseError(description: "\(place) has no `- Forbidden: \"…\"` line")
      }
      guard !refusals.isEmpty else {
        throw ParseError(description: "\(place) has no `- Refused by: …` line")
      }
      guard !edits.isEmpty, blocks.isEmpty else {
        throw ParseError(
          description: "\(place) needs edits: \"In `FILE`, replace\", a swift block, "
            + "\"with\", a swift block")
      }
      shortcuts.append(
        Shortcut(title: heading, forbiddenBy: forbidden, refusals: refusals, edits: edits))
    }

    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("## ") {
        try finish(at: index + 1)
        title = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
        forbidden = nil
        refusals = []
        edits = []
        file = nil
        blocks = []
      } else if title != nil, line.hasPrefix("- Forbidden:") {
        forbidden = quoted(in: line)
        if forbidden == nil {
          throw ParseError(description: "line \(index + 1): the forbidding words go in quotes")
        }
      } else if title != nil, line.hasPrefix("- Refused by:") {
        let rest = line.dropFirst("- Refused by:".count).trimmingCharacters(in: .whitespaces)
        if rest == "the checksums" {
          refusals.append(.checksums)
        } else if rest.hasPrefix("a crash"), let text = quoted(in: rest) {
          refusals.append(.crash(text))
        } else if let name = quoted(in: rest) {
          refusals.append(.rule(name))
        } else {
          throw ParseError(
            description: "line \(index + 1): a rule is named in quotes, "
              + "or `a crash \"message\"`, or `the checksums`")
        }
      } else if title != nil, line.hasPrefix("In `") || line.hasPrefix("Replace `") {
        whole = line.hasPrefix("Replace `")
        file = String(line.drop { $0 != "`" }.dropFirst().prefix { $0 != "`" })
        blocks = []
      } else if title != nil, line.hasPrefix("```swift") {
        var body: [String] = []
        index += 1
        while index < lines.count, !lines[index].hasPrefix("```") {
          body.append(lines[index])
          index += 1
        }
        guard let file else {
          throw ParseError(description: "line \(index + 1): a swift block with no \"In `FILE`\"")
        }
        blocks.append(body.joined(separator: "\n"))
        if whole {
          edits.append(Edit(file: file, original: nil, replacement: blocks[0] + "\n"))
          blocks = []
        } else if blocks.count == 2 {
          guard !blocks[0].isEmpty else {
            throw ParseError(description: "line \(index + 1): the text to replace is empty")
          }
          edits.append(Edit(file: file, original: blocks[0], replacement: blocks[1]))
          blocks = []
        }
      }
      index += 1
    }
    try finish(at: lines.count)
    return shortcuts
  }

  /// The text between the first and the last double quote of a line.
  private static func quoted(in line: String) -> String? {
    guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""),
      first < last
    else { return nil }
    return String(line[line.index(after: first)..<last])
  }

  /// The shortcuts of an exercise, from its solution's folder (empty when it has no file).
  package static func read(for exercise: Exercise) throws(ParseError) -> [Shortcut] {
    let url = exercise.solution.appendingPathComponent(fileName)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    do {
      return try parse(text)
    } catch {
      throw ParseError(description: "\(exercise.tag)/\(fileName): \(error.description)")
    }
  }

  /// `files` (name → text) with the edits made.
  /// - Throws: when a text to replace does not occur exactly once in its file.
  package func apply(to files: [String: String]) throws(ParseError) -> [String: String] {
    var result = files
    for edit in edits {
      guard let original = edit.original else {
        result[edit.file] = edit.replacement
        continue
      }
      guard let text = result[edit.file] else {
        throw ParseError(description: "\"\(title)\": there is no file \(edit.file)")
      }
      let pieces = text.components(separatedBy: original)
      guard pieces.count == 2 else {
        throw ParseError(
          description: "\"\(title)\": the text to replace occurs \(pieces.count - 1) times "
            + "in \(edit.file); it must occur once")
      }
      result[edit.file] = pieces.joined(separator: edit.replacement)
    }
    return result
  }

  /// Whether `words` occur in `readme`, white space and line breaks aside.
  package static func readme(_ readme: String, says words: String) -> Bool {
    func squeezed(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    return squeezed(readme).contains(squeezed(words))
  }
}
