// The docs checker: the workshop's prose must stay in step with its code.
//
//   swift .ci/check-docs.swift          check, and print every problem
//   swift .ci/check-docs.swift --fix    rewrite every excerpt from its region first
//
// It checks, in Docs/*.md, README.md, CONTRIBUTING.md, Exercises/*/README.md and hints.md,
// and in their Korean twins (Docs/ko/*.md, README.ko.md, Exercises/*/README.ko.md and
// hints.ko.md; .ci/check-parity.swift checks that the twins agree):
//  - every ```swift block is marked on the line above it: either an excerpt of real code,
//    `<!-- from: PATH#REGION -->`, whose text must equal the lines between
//    `// region: REGION` and its `// endregion` in PATH (marker lines inside are left out),
//    or `<!-- illustration -->` (compiled elsewhere, usually an example target) or
//    `<!-- pseudo-code -->` (a hints file's blocks need no marker: they sketch a solution);
//  - an excerpt shows the code as its chapter's reader needs it: inside the region, a
//    sub-region `// region: chapter N adds WHAT` … `// endregion` (code a later chapter
//    added in place) is shown on the pages of chapter N and later, and on an earlier
//    chapter's page is replaced by the one line `// … chapter N adds WHAT`, at the marker's
//    indentation; a page that leaves out chapter N's code links chapter N's page;
//  - every ```text or ```console block in a chapter page (Docs/NN-*.md, both editions) is
//    marked: `<!-- output: Examples/golden/NAME.txt#PART -->`, and equals that part of the
//    pinned output (see Tests/ExamplesTests/GoldenOutputTests.swift): PART is `lines A-B`
//    (1-based, inclusive) or the text a line starts with (leading spaces ignored), which
//    quotes that line's paragraph, up to the next blank line or the end; or
//    `<!-- not output: WHY -->` for text that no program prints (a folder tree, a file's
//    contents), or `<!-- illustration: WHY -->` for output no pinned run can print;
//  - every relative link points to a file or folder that exists;
//  - the tour (Examples/golden/tour.txt) tells the teaching points in the chapters' order:
//    chapters ascending, and within each example by the first id of each step;
// and in Tests/ and Exercises/*/Tests/:
//  - every @Suite and @Test has a display name, a test's reading as a sentence (four
//    words or more) and a suite's naming what it covers (two words or more).
// Toolchain only: this is a Swift script, run by `swift` itself.

import Foundation

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let fix = CommandLine.arguments.contains("--fix")
var problems: [String] = []

func read(_ path: String) -> String? {
  try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

func isRegionMarker(_ line: String) -> Bool {
  let text = line.trimmingCharacters(in: .whitespaces)
  return text.hasPrefix("// region: ") || text == "// endregion"
    || text.hasPrefix("# region: ") || text == "# endregion"
}

/// Whether `text` (trimmed) opens region `name`, in Swift (`//`) or script (`#`) comments.
func opensRegion(_ text: String, _ name: String) -> Bool {
  text == "// region: \(name)" || text == "# region: \(name)"
}

/// The chapter a later chapter's code belongs to, when `text` (trimmed) opens an elision
/// sub-region `// region: chapter N adds WHAT` (or `# region: …`): N, and the marker's text.
func elision(_ text: String) -> (chapter: Int, says: String)? {
  for prefix in ["// region: ", "# region: "] where text.hasPrefix(prefix) {
    let name = text.dropFirst(prefix.count)
    let words = name.split(separator: " ", maxSplits: 3)
    guard words.count == 4, words[0] == "chapter", words[2] == "adds", let chapter = Int(words[1])
    else { return nil }
    return (chapter, "\(prefix.dropLast("region: ".count))… \(name)")
  }
  return nil
}

/// The chapter a page of `Docs/` (either edition) teaches, read from its name
/// (`04-repositories.md` and `04b-journal-deep-dive.md` are 4); nil for any other page.
func chapter(ofPage file: String) -> Int? {
  let name = file.split(separator: "/").last.map(String.init) ?? ""
  guard file.hasPrefix("Docs/"), name.count > 3, name.first?.isNumber == true else { return nil }
  return Int(name.prefix(2))
}

/// The lines of region `name` in `source`, marker lines left out; nil when absent.
///
/// On the page of chapter `page`, each elision sub-region of a later chapter is one line
/// naming that chapter instead (`elided` collects the chapters left out).
func region(_ name: String, in source: String, page: Int? = nil, elided: inout Set<Int>) -> [String]? {
  let lines = source.components(separatedBy: "\n")
  guard let start = lines.firstIndex(where: { opensRegion($0.trimmingCharacters(in: .whitespaces), name) })
  else { return nil }
  var depth = 0
  var skippingBelow: Int? = nil  // the depth an elided sub-region opened at
  var body: [String] = []
  for line in lines[(start + 1)...] {
    let text = line.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("// region: ") || text.hasPrefix("# region: ") {
      if skippingBelow == nil, let page, let later = elision(text), later.chapter > page {
        let indent = line.prefix { $0 == " " }
        body.append(indent + later.says)
        elided.insert(later.chapter)
        skippingBelow = depth
      }
      depth += 1
      continue
    }
    if text == "// endregion" || text == "# endregion" {
      if depth == 0 { return body }
      depth -= 1
      if skippingBelow == depth { skippingBelow = nil }
      continue
    }
    if skippingBelow == nil { body.append(line) }
  }
  return nil  // never closed
}

/// The lines of `part` of a golden file's `text`: `lines A-B`, or the paragraph whose first
/// line starts with `part`; otherwise a sentence saying what is wrong.
func outputExcerpt(_ part: String, in text: String) -> (lines: [String]?, problem: String?) {
  var lines = text.components(separatedBy: "\n")
  if lines.last == "" { lines.removeLast() }
  if part.hasPrefix("lines ") {
    let bounds = part.dropFirst("lines ".count).split(separator: "-").compactMap { Int($0) }
    guard bounds.count == 2, bounds[0] >= 1, bounds[0] <= bounds[1], bounds[1] <= lines.count else {
      return (nil, "`\(part)` is not a range of its \(lines.count) lines (write `lines A-B`)")
    }
    return (Array(lines[(bounds[0] - 1)..<bounds[1]]), nil)
  }
  let trimmed = { (line: String) in String(line.drop { $0 == " " }) }
  guard let start = lines.firstIndex(where: { trimmed($0).hasPrefix(part) }) else {
    return (nil, "no line starts with \"\(part)\"")
  }
  let end = lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces).isEmpty } ?? lines.count
  return (Array(lines[start..<end]), nil)
}

/// Markdown files to check, relative to the root.
func markdownFiles() -> [String] {
  var files = ["README.md", "CONTRIBUTING.md"]
  let manager = FileManager.default
  if manager.fileExists(atPath: root.appendingPathComponent("README.ko.md").path) { files.append("README.ko.md") }
  for folder in ["Docs", "Docs/ko"] {
    for name in (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    where name.hasSuffix(".md") {
      files.append("\(folder)/\(name)")
    }
  }
  for name in (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Exercises").path)) ?? [] {
    for page in ["README.md", "README.ko.md", "hints.md", "hints.ko.md"] {
      let path = "Exercises/\(name)/\(page)"
      if manager.fileExists(atPath: root.appendingPathComponent(path).path) { files.append(path) }
    }
  }
  return files.sorted()
}

for file in markdownFiles() {
  guard let text = read(file) else { continue }
  // A hint's last step is a sketch of the solution, checked by the exercise's tests: no marker.
  let isHints = file.hasSuffix("hints.md") || file.hasSuffix("hints.ko.md")
  let page = chapter(ofPage: file)
  var elided: Set<Int> = []  // the later chapters whose code this page's excerpts leave out
  var lines = text.components(separatedBy: "\n")
  var changed = false
  var index = 0
  var inFence = false
  /// The lines of the fenced block that opens at `start`, and where it ends.
  func block(openingAt start: Int) -> (shown: [String], end: Int) {
    let end = lines[(start + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```") }
      ?? lines.count
    return (Array(lines[(start + 1)..<end]), end)
  }
  /// Rewrites the block (with --fix) or reports its first line that differs from `expected`.
  func reconcile(_ shown: [String], with expected: [String], blockAt start: Int, end: Int, what: String) {
    guard expected != shown else { return }
    if fix {
      lines.replaceSubrange((start + 1)..<end, with: expected)
      changed = true
    } else {
      let at = zip(shown, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(shown.count, expected.count)
      problems.append("\(file):\(start + 2 + at): \(what) (run `swift .ci/check-docs.swift --fix`)")
    }
  }
  while index < lines.count {
    let line = lines[index]
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("```") {
      if inFence {
        inFence = false
      } else {
        inFence = true
        let marker = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
        let isExcerpt = marker.hasPrefix("<!-- from: ") && marker.hasSuffix(" -->")
        let isOutput = marker.hasPrefix("<!-- output: ") && marker.hasSuffix(" -->")
        // Text no program prints, or output no pinned run can print; either says why.
        let isNotOutput = ["<!-- not output: ", "<!-- illustration: "].contains { prefix in
          marker.hasPrefix(prefix) && marker.hasSuffix(" -->") && marker.count > prefix.count + 4
        }
        if page != nil, trimmed == "```text" || trimmed == "```console", !isOutput, !isNotOutput {
          problems.append(
            "\(file):\(index + 1): a text block in a chapter without a marker: quote a golden file "
              + "(<!-- output: Examples/golden/NAME.txt#PART -->) or say what it is (<!-- not output: WHY --> or <!-- illustration: WHY -->)")
        }
        if isOutput {
          let reference = marker.dropFirst("<!-- output: ".count).dropLast(" -->".count)
          let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
          let (shown, end) = block(openingAt: index)
          if trimmed != "```text" && trimmed != "```console" {
            problems.append("\(file):\(index + 1): quoted output must be a ```text or ```console block")
          } else if parts.count != 2 {
            problems.append("\(file):\(index): output marker needs a part: <!-- output: PATH#PART -->")
          } else if let golden = read(parts[0]) {
            let (expected, problem) = outputExcerpt(parts[1], in: golden)
            if let problem {
              problems.append("\(file):\(index): \(parts[0]): \(problem)")
            } else if let expected {
              reconcile(
                shown, with: expected, blockAt: index, end: end,
                what: "quoted output differs from \(parts[0])#\(parts[1])")
            }
          } else {
            problems.append("\(file):\(index): golden file \(parts[0]) does not exist")
          }
        } else if trimmed == "```swift" || isExcerpt {
          if isExcerpt {
            let reference = marker.dropFirst("<!-- from: ".count).dropLast(" -->".count)
            let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
            let (shown, end) = block(openingAt: index)
            if parts.count != 2 {
              problems.append("\(file):\(index): excerpt marker needs a region: <!-- from: PATH#REGION -->")
            } else if let source = read(parts[0]) {
              if let expected = region(parts[1], in: source, page: page, elided: &elided) {
                reconcile(
                  shown, with: expected, blockAt: index, end: end,
                  what: "excerpt differs from \(parts[0])#\(parts[1])")
              } else {
                problems.append("\(file):\(index): region \(parts[1]) is missing from \(parts[0])")
              }
            } else {
              problems.append("\(file):\(index): excerpt source \(parts[0]) does not exist")
            }
          } else if marker != "<!-- illustration -->" && !marker.hasPrefix("<!-- illustration:")
            && marker != "<!-- pseudo-code -->" && !isHints
          {
            problems.append(
              "\(file):\(index + 1): Swift block without a marker (from:, illustration or pseudo-code)")
          }
        }
      }
    } else if !inFence {
      // Relative links: [text](target) where target is not a URL or an anchor; a link
      // written inside a code span is an example, not a link.
      var rest = Substring(line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " "))
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        var target = String(after[..<close])
        rest = after[close...]
        if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
        if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
        let base = root.appendingPathComponent(file).deletingLastPathComponent()
        let resolved = base.appendingPathComponent(target).standardizedFileURL.path
        if !target.isEmpty && !FileManager.default.fileExists(atPath: resolved) {
          problems.append("\(file):\(index + 1): link to \(target) points to nothing")
        }
      }
    }
    index += 1
  }
  // The one-model rule: a page that leaves out a later chapter's code links that chapter.
  for later in elided.sorted() {
    let number = later < 10 ? "0\(later)" : "\(later)"
    if !text.contains("](\(number)-") {
      problems.append(
        "\(file): its excerpts leave out what chapter \(later) adds, but the page never links chapter \(later)")
    }
  }
  if changed {
    try? lines.joined(separator: "\n").write(
      to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
    print("rewrote excerpts in \(file)")
  }
}

// Region markers must not split a doc comment from what it documents: a `///` block
// interrupted by a `// region:` or `// endregion` line loses its first part.
for folder in ["Sources", "Examples"] {
  guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
  else { continue }
  while let path = walker.nextObject() as? String {
    guard path.hasSuffix(".swift"), let text = read("\(folder)/\(path)") else { continue }
    let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for (number, line) in lines.enumerated() where isRegionMarker(line) {
      var before = number - 1
      while before >= 0 && isRegionMarker(lines[before]) { before -= 1 }
      var after = number + 1
      while after < lines.count && isRegionMarker(lines[after]) { after += 1 }
      if before >= 0, lines[before].hasPrefix("///"), after < lines.count,
        !lines[after].isEmpty, !lines[after].hasPrefix("//") || lines[after].hasPrefix("///")
      {
        problems.append("\(folder)/\(path):\(number + 1): a region marker splits a doc comment from its declaration")
      }
    }
  }
}

// The tour tells the teaching points in the order the chapters teach them: its chapters
// ascend, and within each chapter (one example or several, under headings with the same
// chapter number) every step's first teaching-point id comes no earlier than the one
// before, in Docs/specification.md's order. A step with no id continues the one before it.
if let specification = read("Docs/specification.md"), let tour = read("Examples/golden/tour.txt") {
  var rank: [String: Int] = [:]
  for line in specification.split(separator: "\n") where line.hasPrefix("### ") {
    let id = String(line.dropFirst(4).prefix { $0 != " " })
    if rank[id] == nil { rank[id] = rank.count }
  }
  var previous: (id: String, rank: Int)? = nil
  var chapter = 0
  for (number, line) in tour.components(separatedBy: "\n").enumerated() {
    if line.hasPrefix("Chapter "), let next = Int(line.dropFirst("Chapter ".count).prefix { $0.isNumber }) {
      if next < chapter {
        problems.append("Examples/golden/tour.txt:\(number + 1): chapter \(next) comes after chapter \(chapter)")
      }
      if next != chapter { previous = nil }
      chapter = next
      continue
    }
    guard line.hasPrefix("▸ ") else { continue }
    let id = String(line.dropFirst(2).prefix { $0 != " " && $0 != "/" && $0 != ":" && $0 != "," })
    guard let position = rank[id] else { continue }
    if let previous, position < previous.rank {
      problems.append(
        "Examples/golden/tour.txt:\(number + 1): the tour shows \(id) after \(previous.id); "
          + "a chapter's examples tell its teaching points in the chapter's order")
    }
    previous = (id, position)
  }
}

// Display names: a test states a rule; a suite names what it covers.
var testFiles: [String] = []
if let walker = FileManager.default.enumerator(atPath: root.path) {
  while let path = walker.nextObject() as? String {
    if path.hasPrefix(".") || path.hasPrefix(".build") { walker.skipDescendants(); continue }
    if path.hasSuffix(".swift") && (path.hasPrefix("Tests/") || (path.hasPrefix("Exercises/") && path.contains("/Tests/"))) {
      testFiles.append(path)
    }
  }
}
for file in testFiles.sorted() {
  guard let text = read(file) else { continue }
  for (number, line) in text.components(separatedBy: "\n").enumerated() {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    for (attribute, minimumWords) in [("@Test", 4), ("@Suite", 2)] where trimmed.hasPrefix(attribute) {
      let after = trimmed.dropFirst(attribute.count)
      guard after.isEmpty || after.hasPrefix("(") || after.hasPrefix(" ") else { continue }
      // The display name may sit on the next line when the call is wrapped.
      var call = String(after)
      if call == "(" || call.isEmpty, number + 1 < text.components(separatedBy: "\n").count {
        call += text.components(separatedBy: "\n")[number + 1].trimmingCharacters(in: .whitespaces)
      }
      guard let open = call.firstIndex(of: "\""), call[..<open].allSatisfy({ $0 == "(" || $0 == " " }) else {
        problems.append("\(file):\(number + 1): \(attribute) without a display name")
        continue
      }
      let name = call[call.index(after: open)...].prefix { $0 != "\"" }
      let words = name.split(separator: " ").count
      if words < minimumWords {
        problems.append(
          "\(file):\(number + 1): \(attribute) name \"\(name)\" is too short to state "
            + (attribute == "@Test" ? "a rule as a sentence" : "what it covers"))
      }
    }
  }
}

for problem in problems { print(problem) }
print(problems.isEmpty ? "docs: excerpts, markers, links and test names agree" : "docs: \(problems.count) problem(s)")
exit(problems.isEmpty ? 0 : 1)
