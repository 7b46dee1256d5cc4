// Chapter 6 — Layers and presentation (LA-3). Docs/modules.md
//
// The table of modules, chapters and layers, read from Docs/modules.md: the one copy the
// architecture tests check the code against, and the one place the layers' rule lives.

import Foundation

/// Where each module sits: its chapter and its layer, as Docs/modules.md states them.
struct ModuleMap {
  /// A module's chapter and layer.
  struct Place: Equatable {
    let chapter: Int
    let layer: Layer
  }

  /// The layers, and what each may import.
  enum Layer: String, CustomStringConvertible {
    case domain, application, presentation, adapter, engine

    // region: mayImport
    /// Whether a module of this layer may import one of `other`'s.
    func mayImport(_ other: Layer) -> Bool {
      switch self {
      case .domain: return other == .domain
      case .application: return [.domain, .application].contains(other)
      case .presentation: return [.domain, .application, .presentation].contains(other)
      case .adapter: return [.domain, .application, .engine, .adapter].contains(other)
      case .engine: return false
      }
    }
    // endregion

    var description: String { rawValue }
  }

  /// A row of the table that could not be read.
  struct UnreadableRow: Error, CustomStringConvertible {
    let line: String
    var description: String { "Docs/modules.md: cannot read the row \(line)" }
  }

  /// Every module on the map.
  let places: [String: Place]

  /// Every public type of `Sources/` with its module and role, from the names table.
  var roles: [(type: String, module: String, role: String)] = []

  /// Reads the table under the `module-table` marker of Docs/modules.md.
  static func read(from root: URL) throws -> ModuleMap {
    let text = try String(
      contentsOf: root.appendingPathComponent("Docs/modules.md"), encoding: .utf8)
    var places: [String: Place] = [:]
    var inTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("<!-- module-table") {
        inTable = true
        continue
      }
      guard inTable else { continue }
      guard line.hasPrefix("|") else {
        if !places.isEmpty { break }
        continue
      }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 3, cells[0].hasPrefix("`") else { continue }
      let module = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      guard let chapter = Int(cells[1]), let layer = Layer(rawValue: cells[2]) else {
        throw UnreadableRow(line: String(line))
      }
      places[module] = Place(chapter: chapter, layer: layer)
    }
    return ModuleMap(places: places, roles: roles(in: text))
  }

  /// The rows under the `names-table` marker: each public type, its module and its role.
  private static func roles(in text: String) -> [(type: String, module: String, role: String)] {
    var rows: [(type: String, module: String, role: String)] = []
    var inTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("<!-- names-table") {
        inTable = true
        continue
      }
      guard inTable else { continue }
      guard line.hasPrefix("|") else {
        if !rows.isEmpty { break }
        continue
      }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 3, cells[0].hasPrefix("`") else { continue }
      rows.append(
        (cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1], cells[2]))
    }
    return rows
  }
}
