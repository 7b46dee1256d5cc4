// The one reader of the package's `import` lines, shared by the architecture tests of
// chapter 6 and the context map's tests of chapter 11. Each folder is read once per test
// run: a suite makes a new instance for every test, and each used to read every file again.

import Foundation
import Synchronization

/// What each Swift file of a folder of the package imports.
public enum SourceImports {
  private static let cache = Mutex<[String: [String: Set<String>]]>([:])

  /// Each Swift file under `folder` (a path such as `.../Sources`), by its path relative to
  /// `folder`, and every module it imports (the toolchain's too).
  public static func files(under folder: URL) throws -> [String: Set<String>] {
    let key = folder.standardizedFileURL.path
    if let known = cache.withLock({ $0[key] }) { return known }
    var found: [String: Set<String>] = [:]
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let path = String(file.standardizedFileURL.path.dropFirst(key.count + 1))
      let text = try String(contentsOf: file, encoding: .utf8)
      found[path] = Set(text.split(separator: "\n").compactMap(importedModule))
    }
    cache.withLock { $0[key] = found }
    return found
  }

  /// Each module under `folder` (the first folder of a file's path) and every module its
  /// files import.
  public static func modules(under folder: URL) throws -> [String: Set<String>] {
    var modules: [String: Set<String>] = [:]
    for (path, imported) in try files(under: folder) {
      modules[module(of: path), default: []].formUnion(imported)
    }
    return modules
  }

  /// The module a file belongs to: the first folder of its path.
  public static func module(of path: String) -> String {
    String(path.prefix { $0 != "/" })
  }

  /// The module an import line brings in: `import X`, `@testable import X`,
  /// `public import X`, `import struct X.Y` all name X; other lines name none.
  public static func importedModule(_ line: Substring) -> String? {
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
}
