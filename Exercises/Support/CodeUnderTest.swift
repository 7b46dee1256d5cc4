// Exercises — reading the code under test as text. Docs/exercises.md
//
// Most rules an exercise states are checked by running the code. A few are about how the
// code is written ("use `Circle.memberLimit`, never the number 30"; "no `&&` or `||`"),
// and a correct answer from a shortcut looks the same when run. For those, and only
// those, a test reads the code it runs against — the learner's stub, or the reference
// solution under the `ReferenceSolutions` trait — with comments and string literals left
// out, so a rule may be mentioned in a comment but not broken in code.

import Foundation

/// The Swift files an exercise's tests run against, read as code.
public struct CodeUnderTest: Sendable {
  /// The folder read: Exercises/NN-name/Sources, or Exercises/Solutions/NN-name.
  public let folder: URL

  /// The code of the exercise whose test file is `testFile` (pass `#filePath`): the
  /// reference solution's when `isSolution`, else the stub the learner edits.
  public init(testFile: String, isSolution: Bool) {
    let exercise = URL(fileURLWithPath: testFile).deletingLastPathComponent()
      .deletingLastPathComponent()
    folder =
      isSolution
      ? exercise.deletingLastPathComponent().appendingPathComponent("Solutions")
        .appendingPathComponent(exercise.lastPathComponent)
      : exercise.appendingPathComponent("Sources")
  }

  /// Every place in the code that matches `pattern` (a regular expression), as
  /// "File.swift:12: the line", only in the file named `file` when one is given.
  ///
  /// The code is read as code, not as text: comments (`//` and `/* */`) and the insides of
  /// string literals are left out, and white space is canonical — none around `( ) [ ] . , :`
  /// and one space elsewhere, across line breaks — so `find( name:` and a call split over two
  /// lines (`repository\n  .find(name:`) match the pattern `find\(name:` as `find(name:` does.
  ///
  /// - Throws: when a file cannot be read or the pattern is not a regular expression.
  public func lines(matching pattern: String, in file: String? = nil) throws -> [String] {
    let regex = try Regex(pattern)
    let names = (FileManager.default.subpaths(atPath: folder.path) ?? [])
      .filter { $0.hasSuffix(".swift") && (file == nil || $0 == file) }.sorted()
    var found: [String] = []
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let code = Self.canonical(Self.codeOnly(text))
      let sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false)
      var reported: Set<Int> = []
      for match in code.text.matches(of: regex) {
        let offset = code.text.distance(from: code.text.startIndex, to: match.range.lowerBound)
        let line = offset < code.lines.count ? code.lines[offset] : sourceLines.count
        guard reported.insert(line).inserted else { continue }
        let source = line <= sourceLines.count ? String(sourceLines[line - 1]) : ""
        found.append("\(name):\(line): \(source.trimmingCharacters(in: .whitespaces))")
      }
    }
    return found
  }

  /// The code of a file with its comments removed and its string literals emptied ("…" → "",
  /// \"\"\"…\"\"\" → \"\"\"\"\"\"), line breaks kept.
  static func codeOnly(_ text: String) -> String {
    let characters = Array(text)
    var code = ""
    var index = 0
    func at(_ offset: Int) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    while index < characters.count {
      let character = characters[index]
      if character == "/" && at(1) == "/" {
        while index < characters.count && characters[index] != "\n" { index += 1 }
      } else if character == "/" && at(1) == "*" {
        var depth = 0
        repeat {
          if characters[index] == "/" && at(1) == "*" {
            depth += 1
            index += 2
          } else if characters[index] == "*" && at(1) == "/" {
            depth -= 1
            index += 2
          } else {
            if characters[index] == "\n" { code.append("\n") }
            index += 1
          }
        } while depth > 0 && index < characters.count
      } else if character == "\"" {
        let triple = at(1) == "\"" && at(2) == "\""
        let quote = triple ? "\"\"\"" : "\""
        code += quote
        index += quote.count
        while index < characters.count {
          if characters[index] == "\\" {
            index += 2
          } else if characters[index] == "\"" && (!triple || (at(1) == "\"" && at(2) == "\"")) {
            break
          } else {
            if characters[index] == "\n" { code.append("\n") }
            if !triple && characters[index] == "\n" { break }
            index += 1
          }
        }
        if index < characters.count && characters[index] == "\"" {
          code += quote
          index += quote.count
        }
      } else {
        code.append(character)
        index += 1
      }
    }
    return code
  }

  /// Code with canonical white space, and for each character of it the source line it
  /// came from (1-based).
  static func canonical(_ code: String) -> (text: String, lines: [Int]) {
    let tight: Set<Character> = ["(", ")", "[", "]", ".", ",", ":"]
    var text = ""
    var lines: [Int] = []
    var line = 1
    var pendingSpace = false
    for character in code {
      if character.isWhitespace {
        if character == "\n" { line += 1 }
        pendingSpace = !text.isEmpty
        continue
      }
      if pendingSpace, let last = text.last, !tight.contains(last), !tight.contains(character) {
        text.append(" ")
        lines.append(line)
      }
      pendingSpace = false
      text.append(character)
      lines.append(line)
    }
    return (text, lines)
  }
}
