// Chapter 11 — Strategic design (SD-3): the context map is the import graph, drawn.
// Docs/11-strategic-design.md, Docs/context-map.md
//
// The map's page is read by the same reader the strategic-design example prints it with;
// the package is read off Package.swift and every import under Sources/. The last two tests
// plant an undrawn import and a drawn relationship with no import behind it, and expect the
// check to name each.

import ExampleSupport
import Foundation
import Testing

@Suite("The context map is the import graph (SD-3)")
struct ContextMapTests {
  let map: ContextMapDocument
  let graph: PackageGraph

  init() throws {
    map = try ContextMapDocument.fromPackage()
    graph = try PackageGraph.read(from: ContextMapDocument.packageRoot)
  }

  @Test(
    "every module in Sources belongs to one context or is machinery; one without a row is named with the row to add"
  )
  func everyModuleHasAContext() {
    // Given the map and the modules of Sources/, when each is placed, then none is missing
    // and no row places something that is not there.
    #expect(!graph.modules.isEmpty)
    let check = ContextMapCheck(map: map, graph: graph)
    #expect(check.unplaced() + check.strayRows() == [])
  }

  @Test("every import from one context into another is drawn on the context map")
  func everyImportIsDrawn() {
    let check = ContextMapCheck(map: map, graph: graph)
    #expect(check.undrawnImports() == [])
  }

  @Test("every dependency Package.swift declares from one context into another is drawn too")
  func everyDeclaredDependencyIsDrawn() {
    let check = ContextMapCheck(map: map, graph: graph)
    #expect(!graph.declared.isEmpty)
    #expect(check.undeclaredDependencies() == [])
  }

  @Test("every relationship drawn on the context map has an import behind it")
  func everyRelationshipHasAnImport() {
    let check = ContextMapCheck(map: map, graph: graph)
    #expect(!map.drawn.isEmpty)
    #expect(check.unbackedRelationships() == [])
  }

  @Test(
    "the relationships table lists what the picture draws, each with a standard pattern and its direction"
  )
  func tableMatchesPicture() {
    let check = ContextMapCheck(map: map, graph: graph)
    #expect(check.pictureAndTableDisagree() == [])
    for row in map.listed {
      #expect(
        row.direction.contains(row.relationship.from) || row.direction.hasPrefix("shared")
          || row.direction.hasPrefix("none"), "\(row.relationship): direction \(row.direction)")
      #expect(!row.crosses.isEmpty)
    }
  }

  @Test("contexts that go separate ways import nothing of each other, in either direction")
  func separateWaysShareNothing() {
    let separate = map.drawn.filter { $0.pattern == .separateWays }
    #expect(!separate.isEmpty)
    let dependencies = ContextMapCheck(map: map, graph: graph).importedDependencies
    for edge in separate {
      let between = dependencies.filter {
        Set([$0.from, $0.to]) == Set([edge.from, edge.to])
      }
      #expect(between.isEmpty, "\(edge): \(between)")
    }
  }

  @Test("the Korean map places every module and part in the same context as the English one")
  func koreanMapAgrees() throws {
    let page = ContextMapDocument.packageRoot.appendingPathComponent("Docs/ko/context-map.md")
    let korean = try ContextMapDocument.placements(
      inMarkdown: String(contentsOf: page, encoding: .utf8))
    #expect(korean.map { [$0.part, $0.context] } == map.placements.map { [$0.part, $0.context] })
  }

  @Test("the check names a planted import the map does not draw, and the edge to draw")
  func plantedImportFails() {
    // Given the real map, and the pictures context's Gateways importing the circle's module,
    var planted = graph
    planted.imports["Gateways/Planted.swift"] = ["Aggregates"]
    // when the map is checked, then exactly that import is named, with the edge to add.
    #expect(
      ContextMapCheck(map: map, graph: planted).problems == [
        "Sources/Gateways/Planted.swift imports Aggregates: pictures depends on circles, which "
          + "the map does not draw; draw `pictures -->|PATTERN| circles` in Docs/context-map.md "
          + "and list it under the relationships"
      ])
  }

  @Test("the check names a planted relationship that has no import behind it")
  func plantedRelationshipFails() throws {
    // Given the real page with one more edge, drawn and listed, that no import backs,
    let page = ContextMapDocument.packageRoot.appendingPathComponent("Docs/context-map.md")
    let text = try String(contentsOf: page, encoding: .utf8)
      .replacingOccurrences(
        of: "  identity -.-|separate ways| circles",
        with: "  identity -.-|separate ways| circles\n  pictures -->|conformist| profiles"
      )
      .replacingOccurrences(
        of: "| `identity` | `circles` | separate ways |",
        with: "| `pictures` | `profiles` | conformist | pictures downstream | planted |\n"
          + "| `identity` | `circles` | separate ways |")
    let planted = try ContextMapDocument(markdown: text)
    // when it is checked against the real imports, then exactly that edge is named.
    #expect(
      ContextMapCheck(map: planted, graph: graph).problems == [
        "the map draws pictures → profiles: conformist, but no file of pictures imports a module "
          + "of profiles: remove the edge from Docs/context-map.md, or place the code that depends"
      ])
  }

  @Test(
    "a module that straddles contexts is imported only through a row naming the context the import means"
  )
  func straddleNeedsItsOwnRow() throws {
    // Given Gateways importing BoundaryAdapters, which holds the code of two contexts,
    var planted = graph
    planted.imports["Gateways/Planted.swift"] = ["BoundaryAdapters"]
    // when the map has no row for the module itself, then the import is named;
    #expect(
      ContextMapCheck(map: map, graph: planted).problems == [
        "Sources/Gateways/Planted.swift imports BoundaryAdapters, which straddles "
          + "contexts: add the row | `BoundaryAdapters` | `CONTEXT` | why | naming the context "
          + "an import of it means"
      ])
    // and once a row says an import of it means the pictures, it counts as pictures → pictures.
    let page = ContextMapDocument.packageRoot.appendingPathComponent("Docs/context-map.md")
    let text = try String(contentsOf: page, encoding: .utf8).replacingOccurrences(
      of: "| `BoundaryAdapters/Authentication` |",
      with: "| `BoundaryAdapters` | `pictures` | imported for the picture gateway |\n"
        + "| `BoundaryAdapters/Authentication` |")
    let withRow = try ContextMapDocument(markdown: text)
    #expect(ContextMapCheck(map: withRow, graph: planted).problems == [])
  }

  @Test("the check names a module of Sources with no row, and the row to add")
  func plantedModuleFails() {
    var planted = graph
    planted.modules.insert("Planted")
    planted.imports["Planted/Thing.swift"] = []
    let problems = ContextMapCheck(map: map, graph: planted).problems
    #expect(problems.count == 1)
    #expect(
      problems.first?.hasPrefix(
        "Sources/Planted has no context: add the row | `Planted` | `CONTEXT` | why |") == true)
  }
}

@Suite("An open host service is backed by its published language (SD-3)")
struct PublishedLanguageTests {
  /// A map of two contexts, `host` and `reader`, whose only arrow is `edge`.
  static func page(drawing edge: ContextMapDocument.Pattern) throws -> ContextMapDocument {
    try ContextMapDocument(
      markdown: """
        <!-- contexts: -->
        | Context | Kind | Subdomain | Why |
        | --- | --- | --- | --- |
        | `host` | context | core | publishes |
        | `reader` | context | generic | reads |

        <!-- context-table: -->
        | Module or part | Context | Why |
        | --- | --- | --- |
        | `HostModel` | `host` | the host's model |
        | `HostLanguage` | `host` | published language: the host's events, versioned |
        | `Reader` | `reader` | reads the host |

        ```mermaid
        flowchart LR
          host["host"]
          reader["reader"]
          reader -->|\(edge.rawValue)| host
        ```

        <!-- relationships: -->
        | From | To | Pattern | Direction | What crosses |
        | --- | --- | --- | --- | --- |
        | `reader` | `host` | \(edge.rawValue) | reader downstream | events |
        """)
  }

  /// A package whose `Reader` imports `imported`.
  static func graph(readerImports imported: Set<String>) -> PackageGraph {
    PackageGraph(
      modules: ["HostModel", "HostLanguage", "Reader"],
      imports: [
        "HostModel/Model.swift": [], "HostLanguage/Event.swift": [],
        "Reader/Read.swift": imported,
      ],
      declared: [:])
  }

  @Test(
    "an import of a published language needs an open host service, and such an edge needs that import"
  )
  func openHostServiceIsBackedByItsLanguage() throws {
    // Given a reader of the host's published language, when the map draws a conformist
    // arrow, then the language's import is named;
    let conformist = try Self.page(drawing: .conformist)
    let readsLanguage = Self.graph(readerImports: ["HostLanguage"])
    #expect(
      ContextMapCheck(map: conformist, graph: readsLanguage).problems == [
        "Sources/Reader/Read.swift imports HostLanguage, the published language of host: draw "
          + "`reader -->|open host service| host` in Docs/context-map.md and list it under the "
          + "relationships",
        "the map draws reader → host: conformist, but no file of reader imports a module of host "
          + "other than its published language: draw it as an open host service",
      ])
    // when it draws an open host service, the reader of the language passes,
    let hosted = try Self.page(drawing: .openHostService)
    #expect(ContextMapCheck(map: hosted, graph: readsLanguage).problems == [])
    // and a reader that reaches past the language into the model is named.
    let readsModel = Self.graph(readerImports: ["HostModel"])
    #expect(
      ContextMapCheck(map: hosted, graph: readsModel).problems == [
        "Sources/Reader/Read.swift imports HostModel: reader reaches past the published language "
          + "of host into its model; import only the published language, or draw "
          + "`reader -->|PATTERN| host` too",
        "the map draws reader → host: open host service, but no file of reader imports the "
          + "published language of host (a module whose row's reason begins `published "
          + "language`)",
      ])
  }
}
