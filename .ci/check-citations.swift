// The chapters cite tests honestly. In every chapter page (Docs/NN-*.md) and its Korean
// twin:
//  - every test a table or a self-check answer cites by name — the quoted names after a link
//    to a file in Tests/, on a table row or on a line between `<details>` and `</details>`
//    — is the display name of a @Test or @Suite somewhere in Tests/ (any target);
//  - every test file the page's tables and answers link is run by one of the
//    `swift test --filter …` commands the page prints (the filter is a regular expression
//    over `Target.TypeName/test()`, as `swift test` applies it), when the page prints any.
//
//   swift .ci/check-citations.swift
//
// Toolchain only: a Swift script, run by `swift` itself.

import Foundation

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var problems: [String] = []

func read(_ path: String) -> String {
  (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
}

func matches(_ pattern: String, _ text: String) -> [[String]] {
  guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
  let ns = text as NSString
  return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
    (0..<match.numberOfRanges).map {
      match.range(at: $0).location == NSNotFound ? "" : ns.substring(with: match.range(at: $0))
    }
  }
}

// Every display name in Tests/, and the types each test file declares.
var displayNames: Set<String> = []
var typesOfFile: [String: [String]] = [:]
if let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent("Tests").path) {
  while let path = walker.nextObject() as? String {
    guard path.hasSuffix(".swift") else { continue }
    let text = read("Tests/\(path)")
    for match in matches(#"@(?:Test|Suite)\(\s*"((?:[^"\\]|\\.)*)""#, text) {
      displayNames.insert(match[1].replacingOccurrences(of: #"\""#, with: "\""))
    }
    guard text.contains("@Suite") || text.contains("@Test") else { continue }
    typesOfFile["Tests/\(path)"] = matches(
      #"(?m)^\s*(?:@Suite[^\n]*\n\s*)?(?:final class|class|struct|enum|actor) ([A-Za-z0-9_]+)"#,
      text
    ).map { $0[1] }
  }
}

let pages = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)) ?? [])
  .filter { $0.range(of: #"^\d\d-.*\.md$"#, options: .regularExpression) != nil }.sorted()
for page in pages.flatMap({ ["Docs/\($0)", "Docs/ko/\($0)"] }) {
  let text = read(page)
  guard !text.isEmpty else { continue }
  var citedFiles: Set<String> = []
  var inAnswer = false
  for (number, line) in text.components(separatedBy: "\n").enumerated() {
    // A self-check answer is folded: `<details>` … `</details>`.
    if line.hasPrefix("<details>") { inAnswer = true }
    if line.hasPrefix("</details>") { inAnswer = false }
    guard line.hasPrefix("|") || inAnswer else { continue }
    // Each link to a test file, and the quoted names that follow it up to the next link.
    let pieces = line.components(separatedBy: "[")
    for piece in pieces {
      guard let link = matches(#"^[^\]]*\]\((?:\.\./)+(Tests/[^)#]+\.swift)[^)]*\)"#, piece).first
      else { continue }
      citedFiles.insert(link[1])
      let after = piece.dropFirst(link[0].count)
      for quoted in matches(#""((?:[^"\\]|\\.)+)""#, String(after)) {
        let name = quoted[1]
        if !displayNames.contains(name) {
          problems.append("\(page):\(number + 1): cites a test that does not exist: \"\(name)\"")
        }
      }
    }
  }
  let filters = matches(#"swift test --filter (?:"([^"]+)"|([^\s`"]+))"#, text).map {
    $0[1].isEmpty ? $0[2] : $0[1]
  }
  guard !filters.isEmpty else { continue }
  for file in citedFiles.sorted() {
    let parts = file.split(separator: "/")
    guard parts.count >= 3 else { continue }
    let target = String(parts[1])
    // A file that declares no test (a child process, a fixture) is not run by a filter.
    let identifiers = (typesOfFile[file] ?? []).map { "\(target).\($0)/" }
    let run = filters.contains { filter in
      identifiers.contains { !matches(filter, $0).isEmpty }
    }
    if !run && !identifiers.isEmpty {
      problems.append(
        "\(page): cites \(file), but none of its `swift test --filter` commands (\(filters.joined(separator: ", "))) runs it")
    }
  }
}

for problem in problems { print(problem) }
print(
  problems.isEmpty
    ? "citations: every cited test exists and every cited file is run by the page's filters"
    : "citations: \(problems.count) problem(s)")
exit(problems.isEmpty ? 0 : 1)
