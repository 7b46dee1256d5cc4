// Chapter 11 — Strategic design (SD-2, SD-3): the context map, read from its page.
// Docs/context-map.md
//
// Example code, not a workshop module. The strategic-design example prints the map from
// here, and StrategicDesignTests checks it against the package's imports with the same
// reader, so the page is the one source of both: its Mermaid picture and its three tables
// (contexts, the module or part each context holds, relationships).

import Foundation

/// The context map as `Docs/context-map.md` writes it: contexts, placements, relationships.
public struct ContextMapDocument: Sendable {
  /// Every context of the map, in the page's order.
  public let contexts: [Context]
  /// Every module of `Sources/`, or folder or file inside one, and the context it belongs to.
  public let placements: [Placement]
  /// The relationships the picture draws.
  public let drawn: [Relationship]
  /// The relationships the table under the picture names, with their direction in words.
  public let listed: [ListedRelationship]
  /// The node ids the picture declares.
  public let nodes: Set<String>

  /// Reads the map from the text of its page.
  /// - Throws: ``ReadError`` naming the table or line that breaks the page's format.
  public init(markdown: String) throws(ReadError) {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    contexts = try Self.rows(after: "contexts", in: lines, columns: 4).map {
      (cells) throws(ReadError) in
      guard let kind = Kind(rawValue: cells[1]) else { throw .unknownKind(cells[1]) }
      return Context(
        name: cells[0], kind: kind, subdomain: Subdomain(rawValue: cells[2]), reason: cells[3])
    }
    placements = try Self.placements(in: lines)
    listed = try Self.rows(after: "relationships", in: lines, columns: 5).map {
      (cells) throws(ReadError) in
      guard let pattern = Pattern(rawValue: cells[2]) else { throw .unknownPattern(cells[2]) }
      return ListedRelationship(
        relationship: Relationship(from: cells[0], to: cells[1], pattern: pattern),
        direction: cells[3], crosses: cells[4])
    }
    (drawn, nodes) = try Self.diagram(in: lines)
  }

  /// Reads the map from `Docs/context-map.md` of the package this file belongs to.
  /// - Throws: ``ReadError`` when the page cannot be read or breaks its format.
  public static func fromPackage() throws(ReadError) -> ContextMapDocument {
    let page = packageRoot.appendingPathComponent("Docs/context-map.md")
    guard let text = try? String(contentsOf: page, encoding: .utf8) else {
      throw .unreadable(page.path)
    }
    return try ContextMapDocument(markdown: text)
  }

  /// The package's root folder, found from this file's path.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The row that places `path` (a module's name, or a path under `Sources/` such as
  /// `EventHandlers/Notifier.swift`): the row naming it, else its longest folder, else its
  /// module.
  public func placement(of path: String) -> Placement? {
    placements.filter { path == $0.part || path.hasPrefix($0.part + "/") }
      .max { $0.part.count < $1.part.count }
  }

  /// The module table of a page, alone: the Korean edition's, to compare with the English.
  /// - Throws: ``ReadError`` when the table is missing or a row has the wrong cells.
  public static func placements(inMarkdown markdown: String) throws(ReadError) -> [Placement] {
    try placements(in: markdown.split(separator: "\n").map(String.init))
  }

  /// The context called `name`, if the map has one.
  public func context(named name: String) -> Context? {
    contexts.first { $0.name == name }
  }
}

extension ContextMapDocument {
  /// The rows of the module table.
  private static func placements(in lines: [String]) throws(ReadError) -> [Placement] {
    try rows(after: "context-table", in: lines, columns: 3).map {
      Placement(part: $0[0], context: $0[1], reason: $0[2])
    }
  }

  /// The cells of each row of the table under `<!-- marker: … -->`, backticks removed.
  private static func rows(after marker: String, in lines: [String], columns: Int)
    throws(ReadError) -> [[String]]
  {
    guard let start = lines.firstIndex(where: { $0.hasPrefix("<!-- \(marker):") }) else {
      throw .missingTable(marker)
    }
    let table = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    var rows: [[String]] = []
    for line in table.dropFirst(2) {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == columns else { throw .badRow(table: marker, line: line) }
      rows.append(cells.map(\.unquoted))
    }
    guard !rows.isEmpty else { throw .missingTable(marker) }
    return rows
  }

  /// The edges and node ids of the page's first `mermaid` block.
  private static func diagram(in lines: [String]) throws(ReadError) -> ([Relationship], Set<String>)
  {
    guard let start = lines.firstIndex(of: "```mermaid") else { throw .missingDiagram }
    var edges: [Relationship] = []
    var nodes: Set<String> = []
    for line in lines[(start + 1)...].prefix(while: { $0 != "```" }) {
      let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(
        String.init)
      guard let first = words.first else { continue }
      if let link = words.last, words.count == 2, link.hasPrefix("-->|") || link.hasPrefix("-.-|") {
        let parts = link.dropFirst(4).split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 2, let pattern = Pattern(rawValue: String(parts[0])) else {
          throw .badEdge(line)
        }
        let to = parts[1].trimmingCharacters(in: .whitespaces)
        guard (link.hasPrefix("-.-")) == (pattern == .separateWays), !to.contains(" ") else {
          throw .badEdge(line)
        }
        edges.append(Relationship(from: first, to: to, pattern: pattern))
      } else if let bracket = first.firstIndex(where: { "[({".contains($0) }) {
        nodes.insert(String(first[..<bracket]))
      }
    }
    return (edges, nodes)
  }
}

extension String {
  /// A cell that is one `code span`, without its backticks; any other cell as it is.
  fileprivate var unquoted: String {
    guard count > 1, hasPrefix("`"), hasSuffix("`"),
      dropFirst().dropLast().allSatisfy({ $0 != "`" })
    else { return self }
    return String(dropFirst().dropLast())
  }
}
