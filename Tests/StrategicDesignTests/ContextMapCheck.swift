// Chapter 11 — Strategic design (SD-3): the context map held against the code.
// Docs/context-map.md
//
// Read first: `undrawnImports()` and `unbackedRelationships()`, the two halves of "the
// picture is the import graph". Every problem is one sentence naming the file or row and
// what to change, so a failing test says exactly which row or edge to add.

import ExampleSupport

/// The problems between the context map's page and the package's modules and imports.
struct ContextMapCheck {
  let map: ContextMapDocument
  let graph: PackageGraph

  /// Every problem the check finds, each one sentence.
  var problems: [String] {
    unplaced() + strayRows() + undrawnImports() + undeclaredDependencies()
      + unbackedRelationships() + pictureAndTableDisagree()
  }

  /// Modules, and files of modules that straddle, that no row places.
  func unplaced() -> [String] {
    var problems: [String] = []
    for module in graph.modules.sorted() where map.placement(of: module) == nil {
      let files = graph.imports.keys.filter { PackageGraph.module(of: $0) == module }.sorted()
      let parts = map.placements.filter { $0.part.hasPrefix(module + "/") }
      let missing = parts.isEmpty ? [module] : files.filter { map.placement(of: $0) == nil }
      problems += missing.map {
        "Sources/\($0) has no context: add the row | `\($0)` | `CONTEXT` | why | to the module "
          + "table of Docs/context-map.md, CONTEXT one of \(map.contexts.map(\.name).joined(separator: ", "))"
      }
    }
    return problems
  }

  /// Rows that place nothing of `Sources/`, or place it in a context the map does not have.
  func strayRows() -> [String] {
    map.placements.compactMap { row in
      if map.context(named: row.context) == nil {
        return "the row `\(row.part)` of Docs/context-map.md names the context "
          + "`\(row.context)`, which its contexts table does not have"
      }
      let placesSomething =
        graph.modules.contains(row.part)
        || graph.imports.keys.contains { $0 == row.part || $0.hasPrefix(row.part + "/") }
      return placesSomething
        ? nil
        : "Docs/context-map.md places `\(row.part)`, which is no module, folder or file of "
          + "Sources/: remove its row"
    }
  }

  /// Imports from one context into another that the picture does not draw, and imports the
  /// map's rules forbid (machinery importing a context, anything importing a straddle).
  func undrawnImports() -> [String] {
    var problems: [String] = []
    for (file, imported) in graph.imports.sorted(by: { $0.key < $1.key }) {
      guard let here = map.placement(of: file)?.context else { continue }
      for module in imported.sorted() {
        guard let there = map.placement(of: module) else {
          if map.placements.contains(where: { $0.part.hasPrefix(module + "/") }) {
            problems.append(
              "Sources/\(file) imports \(module), which straddles contexts: add the row "
                + "| `\(module)` | `CONTEXT` | why | naming the context an import of it means")
          }
          continue
        }
        let dependency = Dependency(
          from: here, to: there.context, viaLanguage: there.isPublishedLanguage)
        if let problem = problem(with: dependency, because: "Sources/\(file) imports \(module)") {
          problems.append(problem)
        }
      }
    }
    return problems
  }

  /// Dependencies Package.swift declares from one context into another, undrawn.
  func undeclaredDependencies() -> [String] {
    var problems: [String] = []
    for (module, dependencies) in graph.declared.sorted(by: { $0.key < $1.key }) {
      let contexts = Set(
        map.placements.filter { $0.part == module || $0.part.hasPrefix(module + "/") }
          .map(\.context))
      for dependency in dependencies.sorted() {
        guard let there = map.placement(of: dependency) else { continue }
        let found = contexts.map {
          problem(
            with: Dependency(
              from: $0, to: there.context, viaLanguage: there.isPublishedLanguage),
            because: "Package.swift lets \(module) depend on \(dependency)")
        }
        if !found.contains(where: { $0 == nil }), let first = found.compactMap({ $0 }).min() {
          problems.append(first)
        }
      }
    }
    return problems
  }

  /// Relationships the picture draws with no import behind them (an import across separate
  /// ways is reported by `undrawnImports`).
  func unbackedRelationships() -> [String] {
    let behind = importedDependencies
    return map.drawn.compactMap { edge in
      guard edge.pattern != .separateWays else { return nil }
      let upstreamHoldsCode = map.placements.contains { $0.context == edge.to }
      if map.context(named: edge.to)?.kind == .foreign && !upstreamHoldsCode { return nil }
      let isHost = edge.pattern == .openHostService
      if behind.contains(Dependency(from: edge.from, to: edge.to, viaLanguage: isHost)) {
        return nil
      }
      if isHost {
        return "the map draws \(edge), but no file of \(edge.from) imports the published "
          + "language of \(edge.to) (a module whose row's reason begins `published language`)"
      }
      return "the map draws \(edge), but no file of \(edge.from) imports a module of \(edge.to)"
        + (behind.contains(Dependency(from: edge.from, to: edge.to, viaLanguage: true))
          ? " other than its published language: draw it as an open host service"
          : ": remove the edge from Docs/context-map.md, or place the code that depends")
    }
  }

  /// Every dependency between two placed contexts that an import in `Sources/` makes.
  var importedDependencies: Set<Dependency> {
    Set(
      graph.imports.flatMap { file, imported in
        imported.compactMap { module -> Dependency? in
          guard let here = map.placement(of: file)?.context,
            let there = map.placement(of: module), here != there.context
          else { return nil }
          return Dependency(
            from: here, to: there.context, viaLanguage: there.isPublishedLanguage)
        }
      })
  }

  /// Differences between the picture and the relationships table, and names neither knows.
  func pictureAndTableDisagree() -> [String] {
    let drawn = Set(map.drawn)
    let listed = Set(map.listed.map(\.relationship))
    var problems = drawn.subtracting(listed).map {
      "the picture draws \($0), which the relationships table does not list"
    }
    problems += listed.subtracting(drawn).map {
      "the relationships table lists \($0), which the picture does not draw"
    }
    for edge in map.drawn {
      for name in [edge.from, edge.to] where map.context(named: name) == nil {
        problems.append("the picture draws \(edge), but `\(name)` is not in the contexts table")
      }
    }
    for context in map.contexts
    where context.kind != .machinery && !map.nodes.contains(context.name) {
      problems.append("the contexts table has `\(context.name)`, which the picture does not draw")
    }
    return problems.sorted()
  }

  /// Why `dependency` is not allowed by the map, or `nil` when it is.
  private func problem(with dependency: Dependency, because reason: String) -> String? {
    let (here, there) = (dependency.from, dependency.to)
    guard here != there, map.context(named: there)?.kind != .machinery else { return nil }
    if map.context(named: here)?.kind == .machinery {
      return "\(reason): machinery depends on the context \(there); machinery knows no context"
    }
    let between = map.drawn.filter {
      ($0.from == here && $0.to == there)
        || ($0.pattern == .separateWays && $0.to == here && $0.from == there)
    }
    if between.contains(where: { $0.pattern == .separateWays }) {
      return "\(reason): \(here) depends on \(there), but the map says they go separate ways"
    }
    let hosted = between.filter { $0.pattern == .openHostService }
    if dependency.viaLanguage {
      if between.isEmpty { return undrawn(dependency, reason, "open host service") }
      return hosted.isEmpty
        ? "\(reason), the published language of \(there): draw `\(here) -->|open host service| "
          + "\(there)` in Docs/context-map.md and list it under the relationships"
        : nil
    }
    if between.isEmpty { return undrawn(dependency, reason, "PATTERN") }
    return between.count == hosted.count
      ? "\(reason): \(here) reaches past the published language of \(there) into its model; "
        + "import only the published language, or draw `\(here) -->|PATTERN| \(there)` too"
      : nil
  }

  /// The sentence for a dependency the map does not draw, with the edge to draw.
  private func undrawn(_ dependency: Dependency, _ reason: String, _ pattern: String) -> String {
    let (here, there) = (dependency.from, dependency.to)
    return "\(reason): \(here) depends on \(there), which the map does not draw; draw "
      + "`\(here) -->|\(pattern)| \(there)` in Docs/context-map.md and list it under the "
      + "relationships"
  }
}

/// One context depending on another, through its published language or its model.
struct Dependency: Hashable {
  let from: String
  let to: String
  /// Whether the module depended on is the upstream's published language.
  var viaLanguage = false
}
