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
      let words = line.split(separator: " ")
      if let index = words.firstIndex(of: "import"), index + 1 < words.count,
        words[..<index].allSatisfy({ $0.hasPrefix("@") })
      {
        found[module, default: []].insert(String(words[index + 1]))
      }
    }
  }
  return found
}

@Suite("The layers' dependency rule and the composition root (LA-3, LA-4)")
struct ArchitectureTests {
  /// The layers from the inside out; a module may import only modules before it.
  static let layers = [
    "ValueObjects", "Entities", "Repositories", "DomainServices", "ApplicationServices",
    "Presentation",
  ]

  @Test("inner layers never import outer ones: every import in Sources points inward")
  func dependencyRule() throws {
    let graph = try imports(under: packageRoot.appendingPathComponent("Sources"))
    #expect(!graph.isEmpty)
    for (module, imported) in graph {
      guard let rank = Self.layers.firstIndex(of: module) else { continue }
      for dependency in imported {
        if let other = Self.layers.firstIndex(of: dependency) {
          #expect(other < rank, "\(module) imports \(dependency)")
        }
        #expect(dependency != "Persistence", "\(module) imports Persistence")
      }
    }
  }

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
