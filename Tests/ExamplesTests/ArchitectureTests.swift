// Chapter 6 — Layers and presentation: LA-3 and LA-4, read off the source tree.
// Docs/06-layers.md

import Foundation
import Testing

/// The package's root folder, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The modules each module imports, read from every Swift file under `folder`.
private func imports(under folder: URL) throws -> [String: Set<String>] {
  var found: [String: Set<String>] = [:]
  let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
  while let file = files?.nextObject() as? URL {
    guard file.pathExtension == "swift" else { continue }
    let relative = file.path.dropFirst(folder.path.count + 1)
    let module = String(relative.prefix { $0 != "/" })
    for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
      if let imported = importedModule(line) { found[module, default: []].insert(imported) }
    }
  }
  return found
}

/// The module an import line brings in: `import X`, `@testable import X`,
/// `public import X`, `import struct X.Y` all name X; other lines name none.
private func importedModule(_ line: Substring) -> String? {
  let accessLevels: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
  let kinds: Set<Substring> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor",
  ]
  var words = line.split(separator: " ")[...]
  while let first = words.first, first.hasPrefix("@") || accessLevels.contains(first) {
    words = words.dropFirst()
  }
  guard words.first == "import" else { return nil }
  words = words.dropFirst()
  if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
  return words.first.map { String($0.prefix { $0 != "." }) }
}

@Suite("The layers' dependency rule and the composition root (LA-3, LA-4)")
struct ArchitectureTests {
  /// The layers from the inside out; a module may import only modules of a lower rank.
  static let layers: [String: Int] = [
    "ValueObjects": 0, "Entities": 1, "Aggregates": 1, "Factories": 2, "Specifications": 2,
    "Repositories": 3, "DomainServices": 4, "ApplicationServices": 5, "Presentation": 6,
  ]

  // region: dependencyRule
  @Test("inner layers never import outer ones: every import in Sources points inward")
  func dependencyRule() throws {
    let graph = try imports(under: packageRoot.appendingPathComponent("Sources"))
    #expect(!graph.isEmpty)
    for (module, imported) in graph {
      guard let rank = Self.layers[module] else { continue }
      for dependency in imported {
        if let other = Self.layers[dependency] {
          #expect(other < rank, "\(module) imports \(dependency)")
        }
        #expect(dependency != "Persistence", "\(module) imports Persistence")
      }
    }
  }
  // endregion

  @Test("Persistence implements the domain's ports and imports nothing above Repositories")
  func persistenceIsAnAdapter() throws {
    let imported =
      try imports(under: packageRoot.appendingPathComponent("Sources"))["Persistence"] ?? []
    #expect(imported.contains("Repositories"))
    for outer in ["DomainServices", "ApplicationServices", "Presentation"] {
      #expect(!imported.contains(outer), "Persistence imports \(outer)")
    }
  }

  @Test("the app names its concrete datastore in one place, the composition root")
  func compositionRoot() throws {
    let folder = packageRoot.appendingPathComponent("Examples/user-admin")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    var naming: [String] = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      if text.contains("FileUserRepository(") || text.contains("import Persistence") {
        naming.append(file)
      }
    }
    #expect(naming == ["CompositionRoot.swift"])
  }
}
