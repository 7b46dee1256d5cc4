// Chapter 6 — Layers and presentation: LA-3 and LA-4, read off the source tree.
// Docs/06-layers.md, Docs/modules.md
//
// The map of modules, chapters and layers is one table in Docs/modules.md, read here against
// both sources of truth: every `import` (TestSupport's SourceImports) and every dependency a
// target declares in Package.swift (TestSupport's PackageManifest), because SwiftPM lets a
// module import a transitive dependency it never declared.

import Foundation
import TestSupport
import Testing

/// The package's root folder, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The modules each module imports, read from every Swift file under `folder` (TestSupport's
/// one reader of imports).
private func readImports(under folder: URL) throws -> [String: Set<String>] {
  try SourceImports.modules(under: folder)
}

@Suite("The layers' dependency rule and the composition root (LA-3, LA-4)")
struct ArchitectureTests {
  @Test("every module in Sources is on the map: one chapter and one layer each")
  func everyModuleIsMapped() throws {
    let map = try ModuleMap.read(from: packageRoot)
    let modules = try readImports(under: packageRoot.appendingPathComponent("Sources")).keys
    #expect(!modules.isEmpty)
    for module in modules {
      #expect(map.places[module] != nil, "\(module) is not in Docs/modules.md")
    }
  }

  // region: chapterOrder
  @Test("chapter order is import order: no module imports a module of a later chapter")
  func chapterOrder() throws {
    try checkEveryImport { module, place, dependency, other in
      #expect(
        other.chapter <= place.chapter,
        "\(module) (chapter \(place.chapter)) imports \(dependency) (chapter \(other.chapter))")
    }
  }
  // endregion

  // region: dependencyRule
  @Test("inner layers never import outer ones: every import in Sources points inward")
  func dependencyRule() throws {
    try checkEveryImport { module, place, dependency, other in
      #expect(
        place.layer.mayImport(other.layer),
        "\(module) (\(place.layer)) imports \(dependency) (\(other.layer))")
    }
  }
  // endregion

  @Test("Package.swift declares no dependency on a later chapter or an outer layer")
  func declaredDependencies() throws {
    let map = try ModuleMap.read(from: packageRoot)
    let manifest = try String(
      contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let targets = PackageManifest.targets(in: manifest)
    #expect(targets.count == map.places.count, "Package.swift's targets were not read")
    for (module, dependencies) in targets {
      guard let place = map.places[module] else { continue }
      for dependency in dependencies {
        guard let other = map.places[dependency] else { continue }
        #expect(
          other.chapter <= place.chapter && place.layer.mayImport(other.layer),
          """
          \(module) (chapter \(place.chapter), \(place.layer)) declares \(dependency) \
          (chapter \(other.chapter), \(other.layer))
          """)
      }
    }
  }

  /// Calls `check` with every import in Sources/ between two modules on the map.
  private func checkEveryImport(
    _ check: (String, ModuleMap.Place, String, ModuleMap.Place) -> Void
  ) throws {
    let map = try ModuleMap.read(from: packageRoot)
    let graph = try readImports(under: packageRoot.appendingPathComponent("Sources"))
    for (module, imported) in graph {
      guard let place = map.places[module] else { continue }
      for dependency in imported {
        guard let other = map.places[dependency] else { continue }
        check(module, place, dependency, other)
      }
    }
  }

  // region: readModelsOutsideTheDomain
  @Test("read models and delivery positions live outside the domain: no domain module holds one")
  func readModelsOutsideTheDomain() throws {
    let map = try ModuleMap.read(from: packageRoot)
    let applicationRoles: Set = [
      "read model", "data transfer object", "query service", "outbox entry", "outbox port",
      "relay", "event handler port",
    ]
    #expect(map.roles.count > 100, "the names table of Docs/modules.md was not read")
    for row in map.roles where applicationRoles.contains(row.role) {
      #expect(
        map.places[row.module]?.layer != .domain,
        "\(row.module) holds \(row.type), a \(row.role): that is the application layer's")
    }
  }
  // endregion

  @Test("no composition root declares that a store answers an application port")
  func noCompositionRootDeclaresAConformance() throws {
    let ports = ["UserEventOutbox", "CircleEventOutbox", "CircleListing"]
    var declaring: [String] = []
    for folder in ["Examples", "Tests", "Benchmarks"] {
      let files = FileManager.default.enumerator(
        at: packageRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("extension ") {
          let stores = ["Repository:", "Repository :"]
          if stores.contains(where: line.contains), ports.contains(where: line.contains) {
            declaring.append("\(file.lastPathComponent): \(line)")
          }
        }
      }
    }
    #expect(declaring.isEmpty, "\(declaring)")
  }

  @Test("the journal engine knows bytes and files, and imports no module of the workshop")
  func engineImportsNothing() throws {
    let map = try ModuleMap.read(from: packageRoot)
    let graph = try readImports(under: packageRoot.appendingPathComponent("Sources"))
    let engines = map.places.filter { $0.value.layer == .engine }.keys
    for engine in engines {
      let workshop = (graph[engine] ?? []).filter { map.places[$0] != nil }
      #expect(workshop.isEmpty, "\(engine) imports \(workshop.sorted())")
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
      let concrete = [
        "FileUserRepository(", "FileCircleRepository(", "FileCircleInvitationRepository(",
        "FileCircleListing(", "SQLiteUserRepository(", "PostgresUserRepository(",
        "SQLiteAuthenticationStore(", "PostgresAuthenticationStore(",
      ]
      let adapters = [
        "import Persistence", "import CirclePersistence", "import EventAndQueryAdapters",
        "import SQLPersistence",
      ]
      if (concrete + adapters).contains(where: text.contains) {
        naming.append(file)
      }
    }
    // The composition root is one type; where its stores live (a folder or a database), and
    // the session commands' wiring, sit in files of their own.
    #expect(
      naming.sorted() == [
        "CompositionRoot+Sessions.swift", "CompositionRoot+Stores.swift", "CompositionRoot.swift",
      ])
  }
}
