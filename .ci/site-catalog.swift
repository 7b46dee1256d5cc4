// Generates the workshop site's DocC catalog for one edition from the sources CI already
// checks, so nothing in it is a hand-kept copy (.ci/build-site.sh runs it, CONTRIBUTING says
// how to build and open the site):
//
//   - every page of Docs/ (or Docs/ko/) becomes an article, whatever chapters exist; a type
//     named in backticks becomes a symbol link to its reference page, a link to another page
//     a link to its article, a link to a repository file a link to it on the web (or its
//     plain text when no source URL is given), and a self-check answer a visible paragraph;
//   - every type of a module in Sources/ gets a documentation extension with a "Taught in"
//     section linking back to its module's chapter and to every page that names it;
//   - each module's own catalog (Sources/<Module>/<Module>.docc) is copied in, its links to
//     Docs/ turned into article links;
//   - the tutorial (Tutorial/<edition>/*.tutorial, the code of its steps in Tutorial/Code)
//     is copied in, each `@Assessments(chapter: NAME)` line replaced by multiple-choice
//     questions built from that chapter's "Check yourself" section.
//
//   swift .ci/site-catalog.swift en|ko SYMBOL_GRAPH_DIR OUTPUT.docc [SOURCE_URL]
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 4, ["en", "ko"].contains(arguments[1]) else {
  FileHandle.standardError.write(
    "usage: swift .ci/site-catalog.swift en|ko SYMBOL_GRAPH_DIR OUTPUT.docc [SOURCE_URL]\n"
      .data(using: .utf8) ?? Data())
  exit(2)
}
let edition = arguments[1]
let graphDirectory = URL(fileURLWithPath: arguments[2])
let output = URL(fileURLWithPath: arguments[3])
let sourceURL = arguments.count > 4 && !arguments[4].isEmpty ? arguments[4] : nil
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let fileManager = FileManager.default
let korean = edition == "ko"
let docsFolder = korean ? "Docs/ko" : "Docs"
/// Links DocC cannot resolve itself. The renderer puts a path that starts with "/" under the
/// edition's hosting base path ("/en", or "/DDDWorkshop/en" on GitHub Pages), so
/// "/documentation/…" is this edition's page; it leaves a path that starts with "/.." as it
/// is, which the browser reads from the server's root, so the other edition's page is
/// "/../<SITE_BASE_PATH>/ko/documentation/…" (tried in Chromium with and without a base path).
let thisEdition = ""
let otherEdition: String = {
  let base = (ProcessInfo.processInfo.environment["SITE_BASE_PATH"] ?? "")
    .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
  return "/.." + (base.isEmpty ? "" : "/\(base)") + (korean ? "/en" : "/ko")
}()

func fail(_ message: String) -> Never {
  FileHandle.standardError.write("site-catalog: \(message)\n".data(using: .utf8) ?? Data())
  exit(1)
}

/// A path inside the repository, or an absolute one.
func url(_ path: String) -> URL {
  path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
}

func read(_ path: String) -> String {
  guard let text = try? String(contentsOf: url(path), encoding: .utf8)
  else { fail("cannot read \(path)") }
  return text
}

func write(_ text: String, to relative: String) {
  let url = output.appendingPathComponent(relative)
  do {
    try fileManager.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  } catch { fail("cannot write \(relative): \(error)") }
}

func files(in path: String) -> [String] {
  ((try? fileManager.contentsOfDirectory(atPath: url(path).path)) ?? [])
    .sorted()
}

// MARK: - Symbols

/// The modules of Sources/, each with its chapter page (from Docs/modules.md's table).
var moduleChapter: [String: String] = [:]
let modules = files(in: "Sources").filter { !$0.hasPrefix(".") }
let chapterPages = files(in: docsFolder).filter {
  $0.range(of: #"^[0-9][0-9]-.*\.md$"#, options: .regularExpression) != nil
}
for line in read("Docs/modules.md").split(separator: "\n") {
  let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
  guard cells.count > 2, cells[0].hasPrefix("`"), let number = Int(cells[1]) else { continue }
  let module = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
  let prefix = String(format: "%02d-", number)
  if let page = chapterPages.first(where: { $0.hasPrefix(prefix) }) {
    moduleChapter[module] = String(page.dropLast(3))
  }
}

/// Dotted paths ("FullName", "FullName.Order", "UserName.allowedLength") to DocC link paths
/// ("ValueObjects/FullName/Order"), for paths that name one symbol only.
var symbolLinks: [String: String] = [:]
var ambiguous: Set<String> = []
/// Every type of each module, by its link path.
var types: [(module: String, name: String)] = []
let typeKinds: Set<String> = [
  "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor",
]
for module in modules {
  let url = graphDirectory.appendingPathComponent("\(module).symbols.json")
  guard let data = try? Data(contentsOf: url),
    let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let symbols = graph["symbols"] as? [[String: Any]]
  else { fail("no symbol graph for \(module) in \(graphDirectory.path)") }
  var seen: [String: Int] = [:]
  var entries: [(String, String)] = []
  for symbol in symbols {
    guard let path = symbol["pathComponents"] as? [String], (1...2).contains(path.count),
      let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String
    else { continue }
    if path.count == 1 && typeKinds.contains(kind) { types.append((module, path[0])) }
    let dotted = path.joined(separator: ".")
    seen[dotted, default: 0] += 1
    entries.append((dotted, "\(module)/" + path.joined(separator: "/")))
  }
  for (dotted, link) in entries where seen[dotted] == 1 {
    if symbolLinks[dotted] != nil && symbolLinks[dotted] != link { ambiguous.insert(dotted) }
    symbolLinks[dotted] = link
  }
}
for dotted in ambiguous { symbolLinks[dotted] = nil }
// A module named in code is its reference page too.
for module in modules where symbolLinks[module] == nil { symbolLinks[module] = module }

// MARK: - Pages

/// Article names: a page's file name without ".md"; the learning path is "learning-path".
func articleName(_ page: String) -> String {
  page == "README.md" ? "learning-path" : String(page.dropLast(3))
}

let pages = files(in: docsFolder).filter { $0.hasSuffix(".md") }
/// The pages that name each type, in page order.
var mentions: [String: [String]] = [:]

/// The link for a Markdown link target found on a page of Docs/ (or Docs/ko/).
/// Tutorials cannot link articles with `doc:` links, so there an article is its page's URL,
/// relative to the tutorial's page.
func rewrite(target: String, text: String, inTutorial: Bool) -> String {
  if target.hasPrefix("http://") || target.hasPrefix("https://") {
    return "[\(text)](\(target))"
  }
  let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
  let path = parts.first ?? ""
  if path.isEmpty { return text }  // an anchor on the same page
  // Resolve against the page's folder, inside the repository.
  var components = docsFolder.split(separator: "/").map(String.init)
  for piece in path.split(separator: "/").map(String.init) {
    if piece == ".." { _ = components.popLast() } else if piece != "." { components.append(piece) }
  }
  let resolved = components.joined(separator: "/")
  let folder = components.dropLast().joined(separator: "/")
  let file = components.last ?? ""
  if folder == docsFolder && file.hasSuffix(".md") {
    if inTutorial { return "[\(text)](\(thisEdition)/documentation/workshop/\(articleName(file).lowercased()))" }
    return "[\(text)](<doc:\(articleName(file))>)"
  }
  let otherFolder = korean ? "Docs" : "Docs/ko"
  if folder == otherFolder && file.hasSuffix(".md") {
    // The other edition: the same article path under the other site's folder.
    return "[\(text)](\(otherEdition)/documentation/workshop/\(articleName(file).lowercased()))"
  }
  guard let sourceURL else { return text }
  var isFolder: ObjCBool = false
  _ = fileManager.fileExists(atPath: root.appendingPathComponent(resolved).path, isDirectory: &isFolder)
  return "[\(text)](\(sourceURL)/\(isFolder.boolValue ? "tree" : "blob")/main/\(resolved))"
}

/// Inline code naming a symbol becomes a symbol link; other code stays as it is.
func linkSymbols(_ text: String, page: String) -> String {
  var result = ""
  var rest = Substring(text)
  while let open = rest.firstIndex(of: "`") {
    result += rest[..<open]
    let afterOpen = rest.index(after: open)
    guard let close = rest[afterOpen...].firstIndex(of: "`") else {
      result += rest[open...]
      return result
    }
    let code = String(rest[afterOpen..<close])
    if let link = symbolLinks[code], !code.contains(" ") {
      result += "``\(link)``"
      mentions[link, default: []].append(page)
    } else {
      result += "`\(code)`"
    }
    rest = rest[rest.index(after: close)...]
  }
  return result + rest
}

let linkPattern = try NSRegularExpression(pattern: #"\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^)\s]*)\)"#)

/// One line of prose: links rewritten, then symbols linked outside the links.
func transform(line: String, page: String, inTutorial: Bool) -> String {
  let ns = line as NSString
  var result = ""
  var last = 0
  for match in linkPattern.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
    result += linkSymbols(
      ns.substring(with: NSRange(location: last, length: match.range.location - last)), page: page)
    let text = ns.substring(with: match.range(at: 1))
    let target = ns.substring(with: match.range(at: 2))
    // A link whose text is one symbol in code is that symbol's page.
    if text.hasPrefix("`"), text.hasSuffix("`"), text.count > 2,
      let link = symbolLinks[String(text.dropFirst().dropLast())]
    {
      result += "``\(link)``"
      mentions[link, default: []].append(page)
    } else {
      result += rewrite(target: target, text: text, inTutorial: inTutorial)
    }
    last = match.range.location + match.range.length
  }
  return result + linkSymbols(ns.substring(from: last), page: page)
}

/// A page of Docs/ as a DocC article.
func article(_ page: String, inTutorial: Bool = false) -> String {
  var out: [String] = []
  var inFence = false
  var inComment = false
  // Prose is transformed a paragraph at a time: a link's text may wrap onto the next line.
  var paragraph: [String] = []
  func flush() {
    guard !paragraph.isEmpty else { return }
    out += transform(line: paragraph.joined(separator: "\n"), page: page, inTutorial: inTutorial)
      .components(separatedBy: "\n")
    paragraph = []
  }
  for line in read("\(docsFolder)/\(page)").components(separatedBy: "\n") {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if inFence || trimmed.hasPrefix("```") {
      flush()
      if trimmed.hasPrefix("```") { inFence.toggle() }
      out.append(line)
      continue
    }
    if inComment {
      if trimmed.contains("-->") { inComment = false }
      continue
    }
    if trimmed.hasPrefix("<!--") {
      flush()
      if !trimmed.contains("-->") { inComment = true }
      continue
    }
    if let summary = trimmed.firstMatch(of: #/^<details><summary>(.*)</summary>$/#) {
      flush()
      out.append("**\(summary.1)**")
      continue
    }
    if trimmed == "</details>" {
      flush()
      continue
    }
    if trimmed.hasPrefix("#") {
      flush()
      out.append(line.replacingOccurrences(of: "`", with: ""))
      continue
    }
    if trimmed.isEmpty {
      flush()
      out.append(line)
      continue
    }
    paragraph.append(line)
  }
  flush()
  return abstractFirst(out).joined(separator: "\n")
}

/// DocC takes an article's first paragraph as its abstract, shown under its title and in
/// every link to it; a page of Docs/ opens with links (the other edition, the sources), so
/// its first paragraph of prose moves up to stand first.
func abstractFirst(_ lines: [String]) -> [String] {
  guard let title = lines.firstIndex(where: { $0.hasPrefix("# ") }) else { return lines }
  var start = title + 1
  while start < lines.count {
    while start < lines.count && lines[start].trimmingCharacters(in: .whitespaces).isEmpty {
      start += 1
    }
    guard start < lines.count else { return lines }
    var end = start
    while end < lines.count && !lines[end].trimmingCharacters(in: .whitespaces).isEmpty { end += 1 }
    let first = lines[start]
    if first.hasPrefix("#") || first.hasPrefix("```") || first.hasPrefix("|") || first.hasPrefix(">")
      || first.hasPrefix("- ") || first.hasPrefix("<")
    {
      return lines
    }
    if !first.hasPrefix("[") && !first.hasPrefix("**") {
      if start == title + 2 { return lines }
      let paragraph = Array(lines[start..<end])
      var rest = lines
      rest.removeSubrange(start..<end)
      rest.insert(contentsOf: [""] + paragraph, at: title + 1)
      return rest
    }
    start = end
  }
  return lines
}

for page in pages {
  write(article(page), to: "Articles/\(articleName(page)).md")
}

// MARK: - The reference, linked back to the chapters

let taughtIn = korean ? "배우는 곳" : "Taught in"
for (module, name) in types {
  let link = "\(module)/\(name)"
  var names: [String] = []
  if let chapter = moduleChapter[module] { names.append(chapter) }
  for page in mentions[link] ?? [] where !names.contains(articleName(page)) {
    names.append(articleName(page))
  }
  guard !names.isEmpty else { continue }
  let items = names.map { "- <doc:\($0)>" }.joined(separator: "\n")
  write(
    """
    # ``\(link)``

    ## \(taughtIn)

    \(items)

    """, to: "Reference/\(module)/\(name).md")
}

for module in modules {
  let catalog = "Sources/\(module)/\(module).docc"
  for file in files(in: catalog) where file.hasSuffix(".md") {
    var text = read("\(catalog)/\(file)")
    // "[`Docs/01-value-objects.md`](../../../Docs/01-value-objects.md)" → the article.
    text = text.replacingOccurrences(
      of: #"\[[^\]]*\]\(\.\./\.\./\.\./Docs/([^)#]*)\.md[^)]*\)"#, with: "<doc:$1>",
      options: .regularExpression)
    write(text, to: "Reference/\(module)/\(module)-\(file)")
  }
}

// MARK: - The tutorial

/// The "Check yourself" questions of a chapter: (question, answer, settled-by) as DocC text.
func selfCheck(_ chapter: String) -> [(question: String, answer: String, settled: String)] {
  let heading = korean ? "## 스스로 확인하기" : "## Check yourself"
  let text = article("\(chapter).md", inTutorial: true)
  guard let start = text.range(of: "\n\(heading)\n") else { fail("\(chapter) has no self-check") }
  var questions: [(String, String, String)] = []
  let body = text[start.upperBound...]
  // Questions open with "**N.**"; other bold lines ("**Answer**") belong to their question.
  var blocks: [String] = []
  for piece in body.components(separatedBy: "\n**").dropFirst() {
    if piece.range(of: #"^[0-9]+\.\*\*"#, options: .regularExpression) != nil || blocks.isEmpty {
      blocks.append(piece)
    } else {
      blocks[blocks.count - 1] += "\n**" + piece
    }
  }
  let answerLabel = korean ? "**답**" : "**Answer**"
  for block in blocks {
    guard block.range(of: #"^[0-9]+\.\*\*"#, options: .regularExpression) != nil,
      let split = block.range(of: answerLabel)
    else { continue }
    let question = block[..<split.lowerBound].replacingOccurrences(
      of: #"^[0-9]+\.\*\*\s*"#, with: "", options: .regularExpression)
    var answer = String(block[split.upperBound...])
    if let end = answer.range(of: "\n## ") { answer = String(answer[..<end.lowerBound]) }
    let settledWord = korean ? "\n근거:" : "\nSettled by"
    var settled = ""
    if let range = answer.range(of: settledWord) {
      settled = String(answer[range.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
      answer = String(answer[..<range.lowerBound])
    }
    // The answer proper is its prose before the evidence; trailing navigation is dropped.
    let paragraphs = answer.components(separatedBy: "\n\n").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }.filter { !$0.isEmpty }
    questions.append(
      (
        question.trimmingCharacters(in: .whitespacesAndNewlines),
        paragraphs.first ?? "", settled.components(separatedBy: "\n\n").first ?? ""
      ))
  }
  guard questions.count >= 2 else { fail("\(chapter)'s self-check has fewer than two questions") }
  return questions
}

/// `@Assessments` from a chapter's self-check: each question's own answer is the right
/// choice, the answers to two of the chapter's other questions are the wrong ones.
func assessments(_ chapter: String) -> String {
  let questions = selfCheck(chapter)
  let right = korean ? "맞습니다" : "That's right"
  let wrong = korean ? "다른 질문의 답입니다" : "That answers another question"
  var out = ["  @Assessments {"]
  for (index, item) in questions.enumerated() {
    var choices: [(String, Bool, String)] = [(item.answer, true, item.settled)]
    for offset in 1...min(2, questions.count - 1) {
      let other = questions[(index + offset) % questions.count]
      let note =
        korean ? "이 답은 다음 질문의 답입니다. \(other.question)" : "This is the answer to: \(other.question)"
      choices.append((other.answer, false, note))
    }
    // The right answer is not always first.
    let rotated = Array(choices[(index % choices.count)...] + choices[..<(index % choices.count)])
    out.append("    @MultipleChoice {")
    out.append(indent(item.question, by: 6))
    for (text, isCorrect, justification) in rotated {
      out.append("      @Choice(isCorrect: \(isCorrect)) {")
      out.append(indent(text, by: 8))
      out.append("        @Justification(reaction: \"\(isCorrect ? right : wrong)\") {")
      out.append(indent(justification.isEmpty ? (korean ? "장을 다시 읽어 보세요." : "See the chapter.") : justification, by: 10))
      out.append("        }")
      out.append("      }")
    }
    out.append("    }")
  }
  out.append("  }")
  return out.joined(separator: "\n")
}

func indent(_ text: String, by count: Int) -> String {
  let pad = String(repeating: " ", count: count)
  return text.split(separator: "\n", omittingEmptySubsequences: false).map {
    $0.isEmpty ? "" : pad + $0
  }.joined(separator: "\n")
}

/// The tutorial's folder: Tutorial, or a scratch copy a self-test breaks.
let tutorialRoot = ProcessInfo.processInfo.environment["SITE_TUTORIAL_ROOT"] ?? "Tutorial"
let tutorialFolder = "\(tutorialRoot)/\(edition)"
for file in files(in: tutorialFolder) {
  var lines: [String] = []
  for line in read("\(tutorialFolder)/\(file)").components(separatedBy: "\n") {
    if let match = line.firstMatch(of: #/^\s*@Assessments\(chapter: *"?([^")]+)"?\)\s*$/#) {
      lines.append(assessments(String(match.1)))
    } else {
      // "[chapter 1](01-value-objects.md)": the chapter's page, as on Docs/'s own pages.
      lines.append(
        line.replacingOccurrences(
          of: #"\]\(([0-9a-z-]+)\.md\)"#, with: "](\(thisEdition)/documentation/workshop/$1)",
          options: .regularExpression))
    }
  }
  write(lines.joined(separator: "\n"), to: "Tutorial/\(file)")
}
// The steps' code and the pictures, shared by both editions; the names are the files' paths
// under Tutorial/Code and Tutorial/Images with "/" made "-", so each is unique in the catalog.
for folder in files(in: "\(tutorialRoot)/Code") {
  for file in files(in: "\(tutorialRoot)/Code/\(folder)") where file.hasSuffix(".swift") {
    write(read("\(tutorialRoot)/Code/\(folder)/\(file)"), to: "Resources/\(folder)-\(file)")
  }
}
for file in files(in: "\(tutorialRoot)/Images") {
  try? fileManager.copyItem(
    at: url("\(tutorialRoot)/Images/\(file)"),
    to: output.appendingPathComponent("Resources/\(file)"))
}

// MARK: - The landing page

let chapters = pages.filter { chapterPages.contains($0) }.map { "- <doc:\(articleName($0))>" }
let others = pages.filter { !chapterPages.contains($0) }.map { "- <doc:\(articleName($0))>" }
let moduleList = modules.map { "- ``\($0)``" }
let tutorialTitle = korean ? "튜토리얼" : "Tutorial"
write(
  """
  # \(korean ? "DDD 워크숍" : "DDD Workshop")

  \(korean
    ? "Swift로 배우는 도메인 주도 설계: 장, 단계별 튜토리얼과 퀴즈, 그리고 장이 가르치는 API 레퍼런스."
    : "Domain-Driven Design in Swift: the chapters, a step-by-step tutorial with quizzes, and the reference of the API they teach.")

  @Metadata {
    @TechnologyRoot
  }

  ## Overview

  \(korean
    ? "장마다 백틱 안의 타입 이름이 레퍼런스 페이지로 이어지고, 레퍼런스 페이지는 그 타입을 가르치는 장으로 돌아갑니다. [English](\(otherEdition)/documentation/workshop)"
    : "In every chapter a type named in code links to its reference page, and every reference page links back to the chapters that teach it. [한국어](\(otherEdition)/documentation/workshop)")

  ## Topics

  ### \(tutorialTitle)

  - <doc:UserSlice>

  ### \(korean ? "장" : "Chapters")

  \(chapters.joined(separator: "\n"))

  ### \(korean ? "더 읽을거리" : "More pages")

  \(others.joined(separator: "\n"))

  ### \(korean ? "모듈" : "Modules")

  \(moduleList.joined(separator: "\n"))

  """, to: "Workshop.md")
