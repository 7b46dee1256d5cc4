// The specification's outline: each chapter's teaching points in the order its page teaches
// them, each with the suites that state it, then the chapter's other rules.
// Docs/specification.md

import Foundation

/// One teaching point of a chapter (or the chapter's other rules) with its suites.
package struct SpecSection {
  /// The point, or `nil` for the suites of the chapter that name no point.
  package let point: TeachingPoint?
  /// The suites placed here (their first point is this one), with their tests.
  package let suites: [(suite: SpecItem, tests: [SpecItem])]
  /// Suites placed under an earlier point that state this one too.
  package let alsoStatedBy: [(suite: SpecItem, home: String)]

  /// Whether no suite at all states this point.
  package var isMissing: Bool { point != nil && suites.isEmpty && alsoStatedBy.isEmpty }

  /// `IN-3 Unit of work`, or the chapter's other rules.
  func heading(in language: Language) -> String {
    guard let point else { return language == .korean ? "기타 규칙" : "Other rules" }
    return "\(point.id) \(point.title)"
  }

  /// The line a point without any rule gets.
  func missingLine(in language: Language) -> String {
    language == .korean
      ? "_이 학습 포인트를 말하는 규칙이 아직 없습니다._" : "_No rule states this point yet._"
  }

  /// Where the other suites that state this point stand.
  func alsoLine(in language: Language) -> String {
    let list = alsoStatedBy.map { "*\($0.suite.name)* (\($0.home))" }.joined(separator: "; ")
    return (language == .korean ? "함께 말하는 스위트: " : "Also stated by: ") + list + "."
  }
}

extension Specification {
  /// The chapters in order, each with its points, their suites, and its other rules.
  ///
  /// Points come in page order. A suite goes under the first point its name states, in that
  /// point's chapter; one that names none goes to its test module's chapter.
  package func chapters(points: [TeachingPoint]) -> [(chapter: String, sections: [SpecSection])] {
    let known = Dictionary(points.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let suites = items.filter(\.isSuite).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    var home: [String: String] = [:]  // suite id → its point's id
    for suite in suites where !workshopCheckFiles.contains(suite.file) {
      if let first = TeachingPoint.ids(in: suite.name).first(where: { known[$0] != nil }) {
        home[suite.id] = first
      }
    }
    var result: [(String, [SpecSection])] = []
    for chapter in specificationChapters {
      var sections: [SpecSection] = []
      for point in points where chapterHeading(point.chapter) == chapter {
        let placed = suites.filter { home[$0.id] == point.id }.map { ($0, tests(of: $0)) }
        let also = suites.filter {
          home[$0.id] != nil && home[$0.id] != point.id
            && TeachingPoint.ids(in: $0.name).contains(point.id)
        }.map { (suite: $0, home: home[$0.id] ?? "") }
        sections.append(SpecSection(point: point, suites: placed, alsoStatedBy: also))
      }
      let others = suites.filter { home[$0.id] == nil && moduleChapter($0) == chapter }
      if !others.isEmpty {
        sections.append(
          SpecSection(point: nil, suites: others.map { ($0, tests(of: $0)) }, alsoStatedBy: []))
      }
      if !sections.isEmpty { result.append((chapter, sections)) }
    }
    return result
  }

  /// The points a chapter teaches that no suite states.
  package func missingPoints(_ points: [TeachingPoint]) -> [TeachingPoint] {
    chapters(points: points).flatMap(\.sections).filter(\.isMissing).compactMap(\.point)
  }

  private func moduleChapter(_ suite: SpecItem) -> String? {
    if workshopCheckFiles.contains(suite.file) { return workshopChecksChapter }
    return chapterOfModule.first { $0.module == suite.module }?.chapter
  }
}

/// The heading of chapter `number` in ``specificationChapters``.
func chapterHeading(_ number: Int) -> String? {
  specificationChapters.first { $0.hasPrefix("Chapter \(number) — ") }
}
