// Chapter 11 — Strategic design (SD-1): the language is one. The glossary defines every word
// a domain type is named with, in both editions with one Korean term per concept, and a word
// the domain uses differently from the code is renamed in the code. Docs/11-strategic-design.md

import Aggregates
import Foundation
import Testing

@Suite("SD-1 The language: one word, one meaning")
struct LanguageTests {
  /// The package's root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text of a file of the package.
  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The rows (cells) of the first table after the line that starts with `marker`.
  static func table(after marker: String, in text: String) -> [[String]] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(marker) }) else { return [] }
    let rows = lines[(start + 1)...].prefix { $0.hasPrefix("|") }.map { line in
      line.trimmingCharacters(in: CharacterSet(charactersIn: "| ")).components(separatedBy: " | ")
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
    return Array(rows.dropFirst(2))  // without the header and its rule
  }

  /// The lower-case words of a text: its runs of letters.
  static func words(_ text: String) -> [String] {
    text.split { !$0.isLetter || !$0.isASCII }.map { $0.lowercased() }
  }

  /// A type name's words, split at its capitals: `UUIDUserIdGenerator` is uuid, user, id,
  /// generator.
  static func words(ofName name: String) -> [String] {
    var result: [String] = []
    var current = ""
    let letters = Array(name)
    for (index, letter) in letters.enumerated() {
      let next = index + 1 < letters.count ? letters[index + 1] : nil
      let startsWord =
        letter.isUppercase && !current.isEmpty
        && (current.last?.isLowercase == true || next?.isLowercase == true)
      if startsWord || (letter.isNumber != (current.last?.isNumber ?? letter.isNumber)) {
        result.append(current.lowercased())
        current = ""
      }
      current.append(letter)
    }
    if !current.isEmpty { result.append(current.lowercased()) }
    return result
  }

  /// The Swift and Markdown files under a folder of the package, hidden folders (builds) left out.
  static func files(under folder: String, extensions: Set<String>) -> [URL] {
    let found = FileManager.default.enumerator(
      at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil,
      options: [.skipsHiddenFiles])
    return (found?.allObjects ?? []).compactMap { $0 as? URL }
      .filter { extensions.contains($0.pathExtension) }
  }

  /// The Swift files under a folder of the package.
  static func swiftFiles(under folder: String) throws -> [URL] {
    files(under: folder, extensions: ["swift"])
  }

  /// The public types of the modules whose layer is `domain` in Docs/modules.md.
  static func domainTypes() throws -> [(module: String, name: String)] {
    let modules = table(after: "<!-- module-table", in: try read("Docs/modules.md"))
      .filter { $0.count > 2 && $0[2] == "domain" }.map { $0[0].trimmingCharacters(in: ["`"]) }
    var found: [(String, String)] = []
    for module in modules {
      for file in try swiftFiles(under: "Sources/\(module)") {
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
          var tokens = line.split(separator: " ").map(String.init)
          guard tokens.first == "public" else { continue }
          tokens.removeAll { ["public", "final", "indirect"].contains($0) }
          guard tokens.count > 1,
            ["struct", "enum", "protocol", "actor", "class", "typealias"].contains(tokens[0])
          else { continue }
          let name = tokens[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          found.append((module, String(name)))
        }
      }
    }
    return found
  }

  @Test("every word of a domain type's name is a glossary term, or a name word it lists with why")
  func domainTypesSpeakTheGlossary() throws {
    // Given the glossary's terms (with their other forms) and its words for patterns
    let glossary = try Self.read("Docs/glossary.md")
    let defined = Set(
      (Self.table(after: "<!-- terms-table", in: glossary)
        + Self.table(after: "<!-- name-words-table", in: glossary)).flatMap { Self.words($0[0]) })
    // When every public type of a domain module is split into its words
    let types = try Self.domainTypes()
    #expect(types.count > 50, "the domain modules' public types were found")
    // Then each word is defined, or its singular is
    for (module, name) in types {
      for word in Self.words(ofName: name) where !defined.contains(word) {
        #expect(
          word.hasSuffix("s") && defined.contains(String(word.dropLast())),
          "\(module).\(name) uses '\(word)', which Docs/glossary.md does not define")
      }
    }
  }

  @Test(
    "both glossaries define each term once: one Korean term, words not to use, code, chapter")
  func bothEditionsDefineTheSameTerms() throws {
    // Given both editions' terms tables
    let english = Self.table(after: "<!-- terms-table", in: try Self.read("Docs/glossary.md"))
    let korean = Self.table(after: "<!-- terms-table", in: try Self.read("Docs/ko/glossary.md"))
    // Then they have the same terms in the same order, each English row naming its Korean term
    #expect(english.map { $0[0] } == korean.map { $0[1] })
    #expect(english.map { $0[1] } == korean.map { $0[0] })
    // And no concept has two rows, in either language
    #expect(Set(english.map { $0[0] }).count == english.count)
    #expect(Set(korean.map { $0[0] }).count == korean.count)
    // And no Korean term is a word another row says not to use
    let terms = Set(korean.map { $0[0] })
    var notToUse: [String] = []
    for row in korean {
      let pieces = row[2].components(separatedBy: "`")
      for index in pieces.indices where index % 2 == 1 { notToUse.append(pieces[index]) }
    }
    #expect(terms.isDisjoint(with: notToUse), "\(terms.intersection(notToUse))")
    // And each row says its meaning, where to see it, and links the chapter that introduces it
    for row in english {
      #expect(row.count == 5 && !row[2].isEmpty && !row[3].isEmpty, "\(row[0])")
      #expect(row.last?.contains(".md") == true, "\(row[0]) links no chapter")
    }
  }

  @Test("the higher member limit is named for what it limits, members; the old name is gone")
  func theLimitIsNamedByTheLanguage() throws {
    // Given the rule that reads the circle's members
    // Then the higher limit is 50 members, reached with more than 10 premium users among them
    #expect(CircleFullSpecification.higherMemberLimit == 50)
    #expect(CircleFullSpecification.premiumMembersForHigherLimit == 10)
    #expect(CircleMemberLimit.standard.value == Circle.memberLimit)
    // And the old name is gone from the code, the docs and the exercises: only this
    // chapter's story (its page, its deep dive, its example's output) and chapter 7's note
    // still tell it
    let story = [
      "Docs/11-strategic-design.md", "Docs/ko/11-strategic-design.md",
      "Docs/11b-strategic-design-deep-dive.md", "Docs/ko/11b-strategic-design-deep-dive.md",
      "Docs/07-beyond-the-basics.md", "Docs/ko/07-beyond-the-basics.md",
      "Examples/strategic-design/Language.swift", "Examples/golden/strategic-design.txt",
      "Examples/golden/tour.txt", "Tests/StrategicDesignTests/LanguageTests.swift",
    ]
    for folder in ["Sources", "Examples", "Exercises", "Docs", "Tests"] {
      for file in Self.files(under: folder, extensions: ["swift", "md"]) {
        let path = String(file.path.dropFirst(Self.root.path.count + 1))
        guard !story.contains(path) else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.contains("premiumMemberLimit"), "\(path) still says premiumMemberLimit")
      }
    }
  }
}
