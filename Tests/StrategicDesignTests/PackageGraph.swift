// Chapter 11 — Strategic design (SD-3): what the context map is checked against, read off
// the source tree. Docs/context-map.md
//
// Two sources of truth, as ArchitectureTests reads them for the layers: the `import` lines
// of every Swift file under Sources/, read by TestSupport's SourceImports (SwiftPM lets a
// module import a dependency it never declared), and the dependencies each `.target`
// declares in Package.swift, read by TestSupport's PackageManifest.

import Foundation
import TestSupport

/// The workshop's modules, what each file of them imports, and what each target declares.
struct PackageGraph {
  /// Every module of `Sources/`: its folders, and the targets Package.swift keeps there.
  var modules: Set<String>
  /// Each Swift file, by its path under `Sources/`, and the workshop modules it imports.
  var imports: [String: Set<String>]
  /// Each module's dependencies as its `.target` in Package.swift declares them.
  var declared: [String: Set<String>]

  /// Reads the graph of the package at `root`.
  static func read(from root: URL) throws -> PackageGraph {
    let sources = root.appendingPathComponent("Sources")
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declared = PackageManifest.targets(in: manifest)
    let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: sources.appendingPathComponent($0).path, isDirectory: &isFolder)
      return isFolder.boolValue
    }
    let modules = Set(folders).union(declared.keys)
    let imports = try SourceImports.files(under: sources).mapValues { $0.intersection(modules) }
    return PackageGraph(modules: modules, imports: imports, declared: declared)
  }

  /// The module a file belongs to: the first folder of its path under `Sources/`.
  static func module(of path: String) -> String {
    SourceImports.module(of: path)
  }
}
