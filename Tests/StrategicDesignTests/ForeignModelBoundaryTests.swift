// Chapter 11 — Strategic design (SD-4, SD-5): what may cross a boundary, read from the module
// graph. Package.swift and every import are read as text, so the rule holds for code not yet
// written. Docs/11-strategic-design.md

import Foundation
import Testing

@Suite("SD-4 and SD-5: nothing of a foreign model crosses the boundary")
struct ForeignModelBoundaryTests {
  static let root = ChapterPageTests.root

  /// Every Swift file of the workshop's own code: sources, tests, examples, exercises.
  static func swiftFiles() throws -> [String] {
    var found: [String] = []
    for top in ["Sources", "Tests", "Examples", "Exercises", "Benchmarks"] {
      let folder = root.appendingPathComponent(top)
      guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
      while let path = walker.nextObject() as? String {
        // Build folders (`.build`, `.build-solutions`) hold copies, not the workshop's code.
        if path.hasPrefix(".") || path.contains("/.") {
          walker.skipDescendants()
          continue
        }
        if path.hasSuffix(".swift") { found.append("\(top)/\(path)") }
      }
    }
    return found
  }

  /// The files that import `module`, with the line that does.
  static func importers(of module: String) throws -> [(file: String, line: String)] {
    var found: [(file: String, line: String)] = []
    for file in try swiftFiles() {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        if let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[index + 1] == module
        {
          found.append((file, String(line)))
        }
      }
    }
    return found
  }

  /// The targets in Package.swift whose declaration names `module` among its dependencies.
  static func targets(dependingOn module: String) throws -> [String] {
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declarations =
      manifest.components(separatedBy: "Target(").dropFirst()
      + manifest.components(separatedBy: ".target(").dropFirst()
    return declarations.compactMap { declaration in
      guard let nameStart = declaration.range(of: "name: \"") else { return nil }
      let name = declaration[nameStart.upperBound...].prefix { $0 != "\"" }
      let body = declaration.prefix { $0 != ")" }
      guard let dependencies = body.range(of: "dependencies:") else { return nil }
      return body[dependencies.upperBound...].contains("\"\(module)\"") ? String(name) : nil
    }
  }

  @Test("only the anti-corruption layer depends on the foreign model, in Package.swift")
  func onlyTheTranslationDependsOnIt() throws {
    #expect(try Self.targets(dependingOn: "SocialProvider") == ["SocialProviderTranslation"])
  }

  @Test("only the anti-corruption layer imports the foreign model, and internally")
  func onlyTheTranslationImportsIt() throws {
    let importers = try Self.importers(of: "SocialProvider")

    #expect(!importers.isEmpty)
    for (file, line) in importers {
      #expect(file.hasPrefix("Sources/SocialProviderTranslation/"), "\(file) imports it")
      #expect(line.hasPrefix("internal import "), "\(file): \(line)")
    }
  }

  @Test("the anti-corruption layer's public API names no type of the foreign model")
  func publicAPISpeaksIdentity() throws {
    let foreignTypes = try Self.swiftFiles().filter { $0.hasPrefix("Sources/SocialProvider/") }
      .flatMap { file in
        let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
          let words = line.split(separator: " ")
          guard words.first == "public" || words.dropFirst(2).first == "public" else { return nil }
          guard let kind = words.firstIndex(where: { ["struct", "enum"].contains($0) }),
            kind + 1 < words.count
          else { return nil }
          return String(words[kind + 1].prefix { $0.isLetter || $0.isNumber })
        }
      }
    let publicLines = try Self.swiftFiles()
      .filter { $0.hasPrefix("Sources/SocialProviderTranslation/") }
      .flatMap { file in
        try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
          .split(separator: "\n").filter { $0.contains("public ") }.map { "\(file): \($0)" }
      }

    #expect(foreignTypes.contains("SocialProfilePayload"))
    for line in publicLines {
      for type in foreignTypes { #expect(!line.contains(type), "\(line) names \(type)") }
    }
  }

  @Test("the notification context reads the circles' published language, never their model")
  func notificationsReadThePublishedLanguageOnly() throws {
    let imports = try Self.swiftFiles().filter { $0.hasPrefix("Sources/Notifications/") }
      .flatMap { file in
        try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
          .split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
      }

    #expect(Set(imports) == ["import CircleIntegrationEvents", "import Foundation"])
    #expect(try Self.targets(dependingOn: "Aggregates").contains("Notifications") == false)
  }

  @Test("the published language imports nothing of the circles' model: ids travel as text")
  func publishedLanguageStandsAlone() throws {
    let imports = try Self.swiftFiles().filter { $0.hasPrefix("Sources/CircleIntegrationEvents/") }
      .flatMap { file in
        try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
          .split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
      }

    #expect(Set(imports) == ["import Foundation"])
  }
}
