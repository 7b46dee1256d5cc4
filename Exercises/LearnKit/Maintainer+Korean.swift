// The Korean twins of the exercise READMEs and hints, as `learn verify-exercises` requires
// them: every exercise has README.ko.md and hints.ko.md; the Korean README links its
// English twin in its first lines, has the title, goal and teaching points `learn` shows,
// with the same teaching-point ids; both files have the English files' code blocks, byte
// for byte and in order, and the hints file has as many hints. Docs/exercises.md

import Foundation

extension Runner {
  /// Everything the Korean exercise files get wrong, one line each.
  package func koreanProblems() -> [String] {
    var problems: [String] = []
    for exercise in catalog.exercises {
      let tag = exercise.tag
      func read(_ name: String) -> String? {
        try? String(contentsOf: exercise.folder.appendingPathComponent(name), encoding: .utf8)
      }
      guard let english = read("README.md"), let englishHints = read("hints.md") else { continue }
      guard let korean = read("README.ko.md") else {
        problems.append("\(tag)/README.ko.md is missing: every exercise has a Korean README")
        continue
      }
      guard let koreanHints = read("hints.ko.md") else {
        problems.append("\(tag)/hints.ko.md is missing: every exercise has Korean hints")
        continue
      }
      if !korean.split(separator: "\n").prefix(5).contains(where: {
        $0.contains("[English](README.md)")
      }) {
        problems.append("\(tag)/README.ko.md must link [English](README.md) in its first 5 lines")
      }
      if !(Catalog.title(in: korean) ?? "").hasPrefix("연습 \(tag): ") {
        problems.append("\(tag)/README.ko.md must start with \"# 연습 \(tag): …\"")
      }
      let points = Catalog.field(Language.korean.pointsLabel, in: korean)
      if Catalog.field(Language.korean.goalLabel, in: korean).isEmpty || points.isEmpty {
        problems.append("\(tag)/README.ko.md needs **목표:** and **학습 포인트:** lines")
      }
      let englishIds = Self.teachingPointIds(in: exercise.points)
      if Self.teachingPointIds(in: points) != englishIds {
        problems.append(
          "\(tag)/README.ko.md names the teaching points \(Self.teachingPointIds(in: points)), "
            + "README.md \(englishIds)")
      }
      let count = Catalog.hints(in: koreanHints, heading: Language.korean.hintHeading).count
      let englishCount = Catalog.hints(in: englishHints, heading: Language.english.hintHeading)
        .count
      if count != englishCount {
        problems.append(
          "\(tag)/hints.ko.md has \(count) `## 힌트 N` hints, hints.md \(englishCount)")
      }
      for (file, english, korean) in [
        ("README.ko.md", english, korean), ("hints.ko.md", englishHints, koreanHints),
      ] where Self.codeBlocks(in: english) != Self.codeBlocks(in: korean) {
        problems.append(
          "\(tag)/\(file): its code blocks differ from the English file's; "
            + "code is copied byte for byte, in the same order")
      }
    }
    return problems
  }

  /// The teaching-point ids (`VO-6`, `AD-2`) in a line, in order.
  static func teachingPointIds(in text: String) -> [String] {
    text.matches(of: /\b[A-Z]{2}-[0-9]+\b/).map { String($0.output) }
  }

  /// Every fenced code block of a Markdown text, fences included, in order.
  static func codeBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if var block = current {
          block.append(line)
          blocks.append(block.joined(separator: "\n"))
          current = nil
        } else {
          current = [line]
        }
      } else {
        current?.append(line)
      }
    }
    return blocks
  }
}
