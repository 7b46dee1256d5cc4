// The exercises, as the runner finds them on disk: one folder each under Exercises/,
// named NN-short-name, with a README.md (title, goal, points), a hints.md, their Korean
// twins README.ko.md and hints.ko.md, the stub in Sources/ and its pristine copy in
// .pristine/; the reference solution is apart, in Exercises/Solutions/NN-short-name/.
// Docs/exercises.md

import Foundation

/// One exercise: its number, folder and the words its README and hints give it.
package struct Exercise: Sendable {
  package let number: Int
  package let folder: URL
  package let title: String
  package let goal: String
  package let points: String
  package let hints: [String]
  /// The README these words come from: the one in the catalogue's language when it exists.
  package let readme: URL

  /// The number in two digits, such as 01.
  package var tag: String { number < 10 ? "0\(number)" : "\(number)" }
  /// The test target that checks it.
  package var testTarget: String { "Exercise\(tag)Tests" }
  /// The folder the learner edits.
  package var sources: URL { folder.appendingPathComponent("Sources") }
  /// The stub as shipped, which `learn reset` copies back.
  package var pristine: URL { folder.appendingPathComponent(".pristine") }
  /// The reference solution's folder, out of sight of the stub: Exercises/Solutions/NN-name.
  package var solution: URL {
    folder.deletingLastPathComponent().appendingPathComponent("Solutions")
      .appendingPathComponent(folder.lastPathComponent)
  }
}

/// Every exercise, in order.
package struct Catalog: Sendable {
  /// The workshop's root folder, which holds Exercises/.
  package let root: URL
  /// The exercises, by number.
  package let exercises: [Exercise]
  /// The language of the titles, goals and hints: a Korean catalogue reads README.ko.md and
  /// hints.ko.md, and falls back to the English files of an exercise that lacks them.
  package let language: Language

  /// Reads the exercises under `root`/Exercises, in `language`.
  package init(root: URL, language: Language = .english) throws {
    self.root = root
    self.language = language
    let folder = root.appendingPathComponent("Exercises")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter {
        $0.count > 3 && $0.prefix(2).allSatisfy(\.isNumber) && $0.dropFirst(2).first == "-"
      }
      .sorted()
    exercises = try names.map { name in
      let directory = folder.appendingPathComponent(name)
      let words =
        FileManager.default.fileExists(
          atPath: directory.appendingPathComponent(language.readmeName).path)
        ? language : .english
      let readme = directory.appendingPathComponent(words.readmeName)
      let text = try String(contentsOf: readme, encoding: .utf8)
      let hints =
        (try? String(
          contentsOf: directory.appendingPathComponent(words.hintsName), encoding: .utf8)) ?? ""
      return Exercise(
        number: Int(name.prefix(2)) ?? 0, folder: directory,
        title: Self.title(in: text) ?? name, goal: Self.field(words.goalLabel, in: text),
        points: Self.field(words.pointsLabel, in: text),
        hints: Self.hints(in: hints, heading: words.hintHeading), readme: readme)
    }
  }

  /// The README's first `# ` heading.
  static func title(in readme: String) -> String? {
    readme.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
  }

  /// The text after a `**Label:**` label, to the end of its paragraph, on one line.
  static func field(_ label: String, in readme: String) -> String {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("**\(label):**") }) else {
      return ""
    }
    let paragraph = lines[start...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    return paragraph.joined(separator: " ").dropFirst(label.count + 5)
      .trimmingCharacters(in: .whitespaces)
  }

  /// Each hint of a hints file: the text under each `## Hint N` (`## 힌트 N`) heading.
  package static func hints(in text: String, heading: String) -> [String] {
    text.components(separatedBy: "## \(heading)").dropFirst().map {
      $0.drop { $0 != "\n" }.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// The exercise with this number.
  package func exercise(_ number: Int) -> Exercise? {
    exercises.first { $0.number == number }
  }

  /// The workshop's root: the nearest folder upwards from here whose Package.swift is the
  /// workshop's and which holds the exercise package, Exercises/Package.swift. (The
  /// exercise package's own manifest names the workshop too, so the name alone would stop
  /// one folder short when `learn` runs inside Exercises/.)
  package static func findRoot() -> URL? {
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while true {
      let manifest = folder.appendingPathComponent("Package.swift")
      let exercises = folder.appendingPathComponent("Exercises/Package.swift")
      if let text = try? String(contentsOf: manifest, encoding: .utf8),
        text.contains("name: \"DDDWorkshop\""),
        FileManager.default.fileExists(atPath: exercises.path)
      {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
