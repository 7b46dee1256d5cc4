// Where a rule of the specification goes: under the teaching point its suite names, in the
// chapter that teaches that point, whatever test target holds it. The points and their
// order are read from the chapter pages' headings (`## IN-3 Unit of work`), so the
// specification follows the chapters as a learner reads them. Docs/specification.md

import Foundation

/// A teaching point as a chapter page names it in a heading.
package struct TeachingPoint: Sendable, Hashable {
  /// Its id, such as `IN-3`.
  package let id: String
  /// Its title on the page, such as `Unit of work`.
  package let title: String
  /// The number of the chapter whose page teaches it.
  package let chapter: Int

  /// Makes a point; the runner reads them from the pages with ``read(root:language:)``.
  package init(id: String, title: String, chapter: Int) {
    self.id = id
    self.title = title
    self.chapter = chapter
  }

  /// Every teaching point the chapter pages name in a `## ID Title` heading, in page order
  /// and, within a page, in heading order; titles from the Korean pages for Korean.
  package static func read(root: URL, language: Language = .english) -> [TeachingPoint] {
    let folder = root.appendingPathComponent(language == .korean ? "Docs/ko" : "Docs")
    let pages =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.range(of: #"^\d\d-.*\.md$"#, options: .regularExpression) != nil }.sorted()
    var points: [TeachingPoint] = []
    for page in pages {
      guard let chapter = Int(page.prefix(2)),
        let text = try? String(
          contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
      else { continue }
      for line in text.split(separator: "\n") where line.hasPrefix("## ") {
        let heading = line.dropFirst(3)
        guard let id = ids(in: String(heading)).first, heading.hasPrefix(id) else { continue }
        let title = heading.dropFirst(id.count).trimmingCharacters(in: .whitespaces)
        points.append(TeachingPoint(id: id, title: title, chapter: chapter))
      }
    }
    return points
  }

  /// The teaching-point ids a name states, in order: `(IN-2, IN-3)` gives both, and a
  /// range `(EN-1 … EN-7)` every id from its first to its last.
  package static func ids(in name: String) -> [String] {
    let pattern = #"([A-Z]{2})-(\d+)(\s*…\s*([A-Z]{2})-(\d+))?"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let text = name as NSString
    var found: [String] = []
    for match in regex.matches(in: name, range: NSRange(location: 0, length: text.length)) {
      let prefix = text.substring(with: match.range(at: 1))
      let first = Int(text.substring(with: match.range(at: 2))) ?? 0
      var last = first
      if match.range(at: 3).location != NSNotFound,
        text.substring(with: match.range(at: 4)) == prefix
      {
        last = max(first, Int(text.substring(with: match.range(at: 5))) ?? first)
      }
      for number in first...last where !found.contains("\(prefix)-\(number)") {
        found.append("\(prefix)-\(number)")
      }
    }
    return found
  }
}
