// The parity checker: the Korean edition must stay in step with the English one.
//
//   swift .ci/check-parity.swift                       check every twin pair (what CI runs)
//   swift .ci/check-parity.swift --only Docs/glossary.md Exercises/06-duplicate-check/hints.md
//                                                      check only the pairs these pages belong to
//
// The pairs: every Docs/NAME.md and Docs/ko/NAME.md, README.md and README.ko.md, every
// Exercises/NN-name/README.md and README.ko.md, every hints.md and hints.ko.md.
// CONTRIBUTING.md stays English only. For each pair (rules in CONTRIBUTING.md, "The Korean
// edition"):
//  1. each page links its twin in its first 5 lines: `[한국어](ko/NAME.md)` or
//     `[한국어](README.ko.md)` on the English page, `[English](../NAME.md)` or
//     `[English](README.md)` on the Korean one (hints files have no such line);
//  2. the teaching-point ids in headings (`VO-1`, `AR-2`, …) are the same, in the same order;
//  3. every fenced code block is byte-identical, in the same order, and the
//     `<!-- from: … -->` and `<!-- output: … -->` markers are the same, in the same order;
//     one exception: in a block marked `<!-- illustration -->`, `<!-- illustration: WHY -->`
//     or `<!-- pseudo-code -->`, the text of a `//` comment (in a shell block, `# …` after a
//     space) may be translated: the code
//     before it stays byte-identical, line by line, and a line has a comment in one edition
//     exactly when it has one in the other (a hints file's sketch stays byte-identical, as
//     `learn verify-exercises` also requires);
//  4. the link targets are the same multiset, once each relative link is resolved against
//     its page's folder, Korean pages are mapped to their English twins and anchors dropped;
//     every link of either page (and of CONTRIBUTING.md) resolves, and its anchors name a
//     heading of the target;
//  5. both pages have as many tables; hints files have as many hints (`## Hint N` and
//     `## 힌트 N`).
// Every problem is printed as `PAGE: what differs`; the exit status is 1 if there is one.
// Toolchain only: this is a Swift script, run by `swift` itself.

import Foundation

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let manager = FileManager.default
var problems: [String] = []

func read(_ path: String) -> String? {
  try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

func exists(_ path: String) -> Bool {
  manager.fileExists(atPath: root.appendingPathComponent(path).path)
}

/// A pair of twin pages, as repo paths, and the twin-link lines each must carry.
struct Pair {
  let english: String
  let korean: String
  /// The link the English page gives to its Korean twin, and the one back; nil for hints.
  let links: (english: String, korean: String)?
  var isHints: Bool { english.hasSuffix("hints.md") }
}

/// Every twin pair of the repository, whether or not either page exists yet.
func pairs() -> [Pair] {
  var result: [Pair] = []
  var docs = Set<String>()
  for folder in ["Docs", "Docs/ko"] {
    for name in (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    where name.hasSuffix(".md") {
      docs.insert(name)
    }
  }
  for name in docs.sorted() {
    result.append(
      Pair(english: "Docs/\(name)", korean: "Docs/ko/\(name)", links: ("[한국어](ko/\(name))", "[English](../\(name))")))
  }
  result.append(Pair(english: "README.md", korean: "README.ko.md", links: ("[한국어](README.ko.md)", "[English](README.md)")))
  let exercises = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Exercises").path)) ?? []
  for name in exercises.sorted()
  where name.count > 3 && name.prefix(2).allSatisfy(\.isNumber) && name.dropFirst(2).first == "-" {
    let folder = "Exercises/\(name)"
    result.append(
      Pair(
        english: "\(folder)/README.md", korean: "\(folder)/README.ko.md",
        links: ("[한국어](README.ko.md)", "[English](README.md)")))
    result.append(Pair(english: "\(folder)/hints.md", korean: "\(folder)/hints.ko.md", links: nil))
  }
  return result
}

/// One fenced block: its lines (the fence line first), and whether its `//` comments may be
/// translated (an illustration or pseudo-code; never an excerpt or quoted output, which
/// check-docs holds to the code and the golden files, nor a hints file's sketch, which
/// `learn verify-exercises` holds byte for byte).
struct CodeBlock {
  let lines: [String]
  let commentsTranslatable: Bool
  /// A shell block (```sh, ```bash): its comments start with `#` after a space.
  var hashComments = false

  /// A line split into its code and whether a `//` comment follows it; `//` inside a string
  /// literal (one line, or within a `"""` literal) is code. Trailing spaces before the
  /// comment are not code, so a translated comment may start one column apart.
  static func split(_ line: String, inMultilineString: inout Bool, hash: Bool = false) -> (code: String, hasComment: Bool) {
    var inString = false
    var escaped = false
    var index = line.startIndex
    while index < line.endIndex {
      let rest = line[index...]
      if rest.hasPrefix("\"\"\"") {
        if !inString { inMultilineString.toggle() }
        index = line.index(index, offsetBy: 3)
        continue
      }
      let character = line[index]
      if inString || inMultilineString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" && inString {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if rest.hasPrefix("//") || (hash && rest.hasPrefix(" #")) {
        let code = String(line[..<index])
        return (String(code.reversed().drop { $0 == " " }.reversed()), true)
      }
      index = line.index(after: index)
    }
    return (line, false)
  }

  /// The block as the parity check compares it: every line whole, or, when comments may be
  /// translated, each line's code and whether it carries a comment.
  var comparable: [String] {
    guard commentsTranslatable else { return lines }
    var inMultilineString = false
    return lines.map { line in
      let (code, hasComment) = CodeBlock.split(
        line, inMultilineString: &inMultilineString, hash: hashComments)
      return hasComment ? code + " //…" : code
    }
  }

  /// Whether the Korean block `other` keeps this English block's code.
  func agrees(with other: CodeBlock) -> Bool {
    if lines == other.lines { return true }
    guard commentsTranslatable && other.commentsTranslatable else { return false }
    return comparable == other.comparable
  }
}

/// What the checker compares in one page, read once.
struct Page {
  var headings: [String] = []
  var codeBlocks: [CodeBlock] = []
  var markers: [String] = []
  var links: [(line: Int, target: String)] = []
  var tables = 0
  var lines: [String] = []

  init(_ text: String) {
    lines = text.components(separatedBy: "\n")
    var fence: (indent: Int, block: [String], translatable: Bool)?
    var previous = ""
    var previousWasTableRow = false
    for (number, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var open = fence {
        if trimmed.hasPrefix("```") {
          var block = CodeBlock(lines: open.block, commentsTranslatable: open.translatable)
          block.hashComments = ["```sh", "```bash"].contains(open.block.first ?? "")
          codeBlocks.append(block)
          fence = nil
          previous = trimmed
        } else {
          // A block indented under a list item compares without that indentation.
          let indent = line.prefix { $0 == " " }.count
          open.block.append(String(line.dropFirst(min(indent, open.indent))))
          fence = open
        }
        continue
      }
      if trimmed.hasPrefix("```") {
        let translatable =
          previous == "<!-- illustration -->" || previous == "<!-- pseudo-code -->"
          || (previous.hasPrefix("<!-- illustration: ") && previous.hasSuffix(" -->"))
        fence = (line.prefix { $0 == " " }.count, [trimmed], translatable)
        previousWasTableRow = false
        continue
      }
      defer { previous = trimmed }
      if (trimmed.hasPrefix("<!-- from: ") || trimmed.hasPrefix("<!-- output: ")) && trimmed.hasSuffix(" -->") {
        markers.append(trimmed)
      }
      if let level = Page.headingLevel(trimmed), level > 0 {
        headings.append(String(trimmed.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces))
      }
      // A table is a run of `|` rows whose second row is the `| --- |` separator.
      let isRow = trimmed.hasPrefix("|")
      if isRow && previousWasTableRow && trimmed.allSatisfy({ "|-: ".contains($0) }) && trimmed.contains("-") {
        tables += 1
      }
      previousWasTableRow = isRow
      for target in Page.linkTargets(in: line) { links.append((number + 1, target)) }
    }
  }

  /// The level of a Markdown heading line (`#` … `######` then a space), or nil.
  static func headingLevel(_ line: String) -> Int? {
    let hashes = line.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
    return hashes
  }

  /// The targets of the inline links `[text](target)` of one line, outside code spans.
  static func linkTargets(in line: String) -> [String] {
    var text = ""
    var inCode = false
    for character in line {
      if character == "`" { inCode.toggle(); continue }
      if !inCode { text.append(character) }
    }
    var targets: [String] = []
    var rest = Substring(text)
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      let target = after[..<close].split(separator: " ").first.map(String.init) ?? ""
      if !target.isEmpty { targets.append(target) }
      rest = after[close...]
    }
    return targets
  }

  /// The teaching-point ids (`VO-1`, `AR-2`, …) in the page's headings, in order.
  var teachingPoints: [String] {
    headings.flatMap { heading -> [String] in
      heading.matches(of: #/\b[A-Z]{2}-[0-9]+\b/#).map { String($0.output) }
    }
  }

  /// The anchors GitHub gives the page's headings: lowercase, spaces to `-`, punctuation
  /// dropped (letters of any script kept), a repeated slug numbered `-1`, `-2`, ….
  var anchors: Set<String> {
    var seen: [String: Int] = [:]
    var result = Set<String>()
    for heading in headings {
      // A link in a heading counts by its text only.
      let text = heading.replacing(#/\[([^\]]*)\]\([^)]*\)/#) { String($0.output.1) }
      var slug = ""
      for character in text.lowercased() {
        if character == " " {
          slug.append("-")
        } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
          slug.append(character)
        }
      }
      if let count = seen[slug] {
        seen[slug] = count + 1
        result.insert("\(slug)-\(count + 1)")
      } else {
        seen[slug] = 0
        result.insert(slug)
      }
    }
    return result
  }

  /// How many `## Hint N` (or `## 힌트 N`) sections the page has.
  func hintCount(heading: String) -> Int {
    lines.filter { line in
      guard line.hasPrefix("## \(heading) ") else { return false }
      return Int(line.dropFirst("## \(heading) ".count).trimmingCharacters(in: .whitespaces)) != nil
    }.count
  }
}

/// `path` with `.` and `..` resolved, relative to the root; nil when it leaves the root.
func normalized(_ path: String) -> String? {
  var parts: [String] = []
  for part in path.split(separator: "/", omittingEmptySubsequences: true) {
    if part == "." { continue }
    if part == ".." {
      if parts.isEmpty { return nil }
      parts.removeLast()
    } else {
      parts.append(String(part))
    }
  }
  return parts.joined(separator: "/")
}

/// The folder a page sits in, relative to the root ("" for the root).
func folder(of page: String) -> String {
  page.split(separator: "/").dropLast().joined(separator: "/")
}

/// A link of `page` resolved to a repo path with its anchor, or the external URL as it is.
func resolve(_ target: String, from page: String) -> (path: String, anchor: String?)? {
  if target.contains("://") || target.hasPrefix("mailto:") { return (target, nil) }
  let pieces = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
  let anchor = pieces.count > 1 ? pieces[1] : nil
  if pieces[0].isEmpty { return (page, anchor) }
  let base = folder(of: page)
  guard let path = normalized(base.isEmpty ? pieces[0] : "\(base)/\(pieces[0])") else { return nil }
  return (path, anchor)
}

/// The English twin of a repo path (a Korean page maps to its English page; others stay).
func englishTwin(_ path: String) -> String {
  if path == "Docs/ko" { return "Docs" }
  if path.hasPrefix("Docs/ko/") { return "Docs/" + path.dropFirst("Docs/ko/".count) }
  if path.hasSuffix("README.ko.md") { return String(path.dropLast("README.ko.md".count)) + "README.md" }
  if path.hasSuffix("hints.ko.md") { return String(path.dropLast("hints.ko.md".count)) + "hints.md" }
  return path
}

/// How a multiset of link targets compares: the targets one side has more often.
func surplus(_ left: [String], over right: [String]) -> [String] {
  var counts: [String: Int] = [:]
  for target in right { counts[target, default: 0] += 1 }
  var extra: [String] = []
  for target in left {
    if let count = counts[target], count > 0 { counts[target] = count - 1 } else { extra.append(target) }
  }
  return extra
}

func check(_ pair: Pair) {
  let englishText = read(pair.english)
  let koreanText = read(pair.korean)
  switch (englishText, koreanText) {
  case (nil, nil):
    return
  case (.some, nil):
    problems.append("\(pair.english): no Korean twin (\(pair.korean) is missing)")
    return
  case (nil, .some):
    problems.append("\(pair.korean): no English original (\(pair.english) is missing)")
    return
  case (.some(let englishText), .some(let koreanText)):
    compare(pair, english: Page(englishText), korean: Page(koreanText))
  }
}

func compare(_ pair: Pair, english: Page, korean: Page) {
  let ko = pair.korean
  // 1. Twin links near the top.
  if let links = pair.links {
    if !english.lines.prefix(5).contains(where: { $0.contains(links.english) }) {
      problems.append("\(pair.english): no link to its Korean twin in its first 5 lines (write \(links.english))")
    }
    if !korean.lines.prefix(5).contains(where: { $0.contains(links.korean) }) {
      problems.append("\(ko): no link to its English twin in its first 5 lines (write \(links.korean))")
    }
  }
  // 2. Teaching points in headings.
  let englishPoints = english.teachingPoints
  let koreanPoints = korean.teachingPoints
  for point in surplus(englishPoints, over: koreanPoints) {
    problems.append("\(ko): missing teaching point \(point) (English has it in a heading)")
  }
  for point in surplus(koreanPoints, over: englishPoints) {
    problems.append("\(ko): teaching point \(point) is in a heading, but not in \(pair.english)")
  }
  if englishPoints.sorted() == koreanPoints.sorted() && englishPoints != koreanPoints {
    problems.append(
      "\(ko): teaching points out of order: \(koreanPoints.joined(separator: ", ")); English has "
        + englishPoints.joined(separator: ", "))
  }
  // 3. Code blocks and excerpt markers.
  if english.codeBlocks.count != korean.codeBlocks.count {
    problems.append(
      "\(ko): \(korean.codeBlocks.count) code blocks, \(pair.english) has \(english.codeBlocks.count)")
  }
  // With as many blocks, each differing one is named; otherwise the first difference is
  // where a block went missing or was added, and every later one would differ too.
  let differing = zip(english.codeBlocks, korean.codeBlocks).enumerated()
    .filter { !$0.element.0.agrees(with: $0.element.1) }.map(\.offset)
  for index in english.codeBlocks.count == korean.codeBlocks.count ? differing : Array(differing.prefix(1)) {
    let (englishBlock, koreanBlock) = (english.codeBlocks[index], korean.codeBlocks[index])
    if englishBlock.commentsTranslatable && koreanBlock.commentsTranslatable {
      let line = zip(englishBlock.comparable, koreanBlock.comparable).enumerated()
        .first { $0.element.0 != $0.element.1 }?.offset
        ?? min(englishBlock.lines.count, koreanBlock.lines.count)
      problems.append(
        "\(ko): code block \(index + 1) differs from \(pair.english) in its line \(line) "
          + "(an illustration may translate its // comments; its code stays identical)")
    } else {
      problems.append("\(ko): code block \(index + 1) differs from \(pair.english) (code stays identical)")
    }
  }
  if english.markers != korean.markers {
    let at = zip(english.markers, korean.markers).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(english.markers.count, korean.markers.count)
    let expected = at < english.markers.count ? english.markers[at] : "no further marker"
    let found = at < korean.markers.count ? korean.markers[at] : "no further marker"
    problems.append("\(ko): excerpt/output marker \(at + 1) is \(found), \(pair.english) has \(expected)")
  }
  // 4. Links: the same targets; every Korean link resolves, with its anchor.
  func targets(of page: Page, at path: String) -> [String] {
    page.links.compactMap { resolve($0.target, from: path).map { englishTwin($0.path) } }
  }
  let englishTargets = targets(of: english, at: pair.english)
  let koreanTargets = targets(of: korean, at: ko)
  for target in surplus(englishTargets, over: koreanTargets) {
    problems.append("\(ko): link to \(target) has no twin link (\(pair.english) links it)")
  }
  for target in surplus(koreanTargets, over: englishTargets) {
    problems.append("\(ko): link to \(target) has no twin link (\(pair.english) does not link it)")
  }
  checkLinks(of: korean, at: ko)
  checkLinks(of: english, at: pair.english)
  // 5. Tables and hints.
  if english.tables != korean.tables {
    problems.append("\(ko): \(korean.tables) tables, \(pair.english) has \(english.tables)")
  }
  if pair.isHints {
    let englishHints = english.hintCount(heading: "Hint")
    let koreanHints = korean.hintCount(heading: "힌트")
    if englishHints != koreanHints {
      problems.append("\(ko): \(koreanHints) hints, English has \(englishHints)")
    }
  }
}

/// Every link of `page` (at `path`) resolves, and its anchor names a heading of its target.
func checkLinks(of page: Page, at path: String) {
  for link in page.links {
    guard let (target, anchor) = resolve(link.target, from: path) else {
      problems.append("\(path):\(link.line): link to \(link.target) leaves the repository")
      continue
    }
    if target.contains("://") || target.hasPrefix("mailto:") { continue }
    guard exists(target) else {
      problems.append("\(path):\(link.line): link to \(link.target) points to nothing")
      continue
    }
    if let anchor = anchor.map({ $0.removingPercentEncoding ?? $0 }), !anchor.isEmpty, target.hasSuffix(".md"),
      let text = read(target), !Page(text).anchors.contains(anchor)
    {
      problems.append("\(path):\(link.line): link to \(link.target): \(target) has no heading #\(anchor)")
    }
  }
}

// --only PAGE…: check only the pairs these pages (English or Korean) belong to.
var only: Set<String>?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--only" {
    var chosen = Set<String>()
    while let page = arguments.first, !page.hasPrefix("--") {
      chosen.insert(normalized(page) ?? page)
      arguments.removeFirst()
    }
    only = (only ?? []).union(chosen)
  } else {
    print("usage: swift .ci/check-parity.swift [--only PAGE…]")
    exit(2)
  }
}

var checked = 0
for pair in pairs() where only.map({ $0.contains(pair.english) || $0.contains(pair.korean) }) ?? true {
  check(pair)
  checked += 1
}
// CONTRIBUTING.md has no twin; its links are held to the same rule.
if only == nil, let text = read("CONTRIBUTING.md") {
  checkLinks(of: Page(text), at: "CONTRIBUTING.md")
}
if let only, checked == 0 {
  problems.append("--only \(only.sorted().joined(separator: " ")): no such page")
}

for problem in problems { print(problem) }
print(
  problems.isEmpty
    ? "parity: \(checked) twin pair(s) agree"
    : "parity: \(problems.count) problem(s) in \(checked) twin pair(s)")
exit(problems.isEmpty ? 0 : 1)
