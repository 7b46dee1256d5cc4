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

  /// Every line of code that matches `pattern` (a regular expression), as
  /// "File.swift:12: the line", with comments and the insides of string literals removed;
  /// only in the file named `file` when one is given, else in every Swift file.
  ///
  /// - Throws: when a file cannot be read or the pattern is not a regular expression.
  public func lines(matching pattern: String, in file: String? = nil) throws -> [String] {
    let regex = try Regex(pattern)
    let names = (FileManager.default.subpaths(atPath: folder.path) ?? [])
      .filter { $0.hasSuffix(".swift") && (file == nil || $0 == file) }.sorted()
    var found: [String] = []
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = Self.codeOnly(String(line))
        if code.contains(regex) {
          found.append("\(name):\(index + 1): \(code.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    return found
  }

  /// One line without its `//` comment and with its string literals emptied ("…" → "").
  static func codeOnly(_ line: String) -> String {
    var code = ""
    var inString = false
    var escaped = false
    var previous: Character = " "
    for character in line {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
          code.append(character)
        }
      } else if character == "/" && previous == "/" {
        code.removeLast()
        return code
      } else {
        if character == "\"" { inString = true }
        code.append(character)
      }
      previous = inString ? " " : character
    }
    return code
  }
}
