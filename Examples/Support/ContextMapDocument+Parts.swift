// Chapter 11 — Strategic design (SD-2, SD-3): the parts of the context map's page.
// Docs/context-map.md

extension ContextMapDocument {
  /// A context of the map: a bounded context, the shared kernel, a foreign model, or
  /// machinery.
  public struct Context: Sendable, Hashable {
    /// The context's id, as the picture and the tables write it (`circles`).
    public let name: String
    /// What kind of thing it is.
    public let kind: Kind
    /// The subdomain a bounded context solves; `nil` for the other kinds.
    public let subdomain: Subdomain?
    /// Why it is classified so.
    public let reason: String
  }

  /// What kind of thing a context of the map is.
  public enum Kind: String, Sendable, Hashable {
    /// A bounded context: one model, one language.
    case context
    /// Code several contexts share and change only together.
    case sharedKernel = "shared kernel"
    /// A model outside the workshop, translated at our edge.
    case foreign
    /// Code of no context: it knows bytes or patterns, not the domain.
    case machinery
  }

  /// How much a subdomain is worth modelling.
  public enum Subdomain: String, Sendable, Hashable, CaseIterable {
    /// What makes the product: the richest model goes here.
    case core
    /// Needed and ours, but not why anyone uses the app: modelled carefully, not lavishly.
    case supporting
    /// Every app's need: kept simple, or bought.
    case generic
  }

  /// A module of `Sources/`, or a folder or file inside one, and its context.
  public struct Placement: Sendable, Hashable {
    /// The module (`Aggregates`) or the part under `Sources/` (`EventHandlers/Notifier.swift`).
    public let part: String
    /// The context it belongs to.
    public let context: String
    /// Why it belongs there.
    public let reason: String

    /// Whether it is its context's published language: its row's reason begins so.
    public var isPublishedLanguage: Bool { reason.hasPrefix("published language") }
  }

  /// A relationship between two contexts: `from` depends on `to`, or they go separate ways.
  public struct Relationship: Sendable, Hashable, CustomStringConvertible {
    /// The downstream context, the one whose code imports the other's.
    public let from: String
    /// The upstream context.
    public let to: String
    /// The pattern the relationship follows.
    public let pattern: Pattern

    /// `from → to: pattern`, or `from — to: separate ways`.
    public var description: String {
      "\(from) \(pattern == .separateWays ? "—" : "→") \(to): \(pattern.rawValue)"
    }
  }

  /// A relationship as the table under the picture lists it.
  public struct ListedRelationship: Sendable, Hashable {
    /// The relationship itself.
    public let relationship: Relationship
    /// Which side is upstream and which downstream, in words.
    public let direction: String
    /// What crosses from one context to the other.
    public let crosses: String
  }

  /// The standard patterns of a context map.
  public enum Pattern: String, Sendable, Hashable, CaseIterable {
    /// The upstream plans for the downstream's needs.
    case customerSupplier = "customer–supplier"
    /// The downstream takes the upstream's model as it is.
    case conformist
    /// The downstream translates the upstream's model at its edge, so nothing of it leaks in.
    case antiCorruptionLayer = "anti-corruption layer"
    /// The upstream offers a protocol to all, in a published language.
    case openHostService = "open host service"
    /// Both share a small part of the model and change it only together.
    case sharedKernel = "shared kernel"
    /// No integration: nothing crosses.
    case separateWays = "separate ways"
  }

  /// Why the page could not be read as a context map.
  public enum ReadError: Error, CustomStringConvertible, Equatable {
    /// The page could not be read.
    case unreadable(String)
    /// The table under `<!-- marker: … -->` is missing or empty.
    case missingTable(String)
    /// A row of a table has the wrong number of cells.
    case badRow(table: String, line: String)
    /// A context's kind is not one of the four.
    case unknownKind(String)
    /// A relationship names no standard pattern.
    case unknownPattern(String)
    /// The page has no `mermaid` block.
    case missingDiagram
    /// A line of the picture is not `A -->|pattern| B` or `A -.-|separate ways| B`.
    case badEdge(String)

    /// What was wrong, naming the rule.
    public var description: String {
      switch self {
      case .unreadable(let path): "the context map \(path) cannot be read"
      case .missingTable(let marker):
        "Docs/context-map.md has no rows under <!-- \(marker): … -->"
      case .badRow(let table, let line):
        "a row of the \(table) table in Docs/context-map.md has the wrong number of cells: \(line)"
      case .unknownKind(let kind):
        "a context's kind is context, shared kernel, foreign or machinery; got \(kind)"
      case .unknownPattern(let pattern):
        "a relationship's pattern is one of \(Pattern.allCases.map(\.rawValue)); got \(pattern)"
      case .missingDiagram: "Docs/context-map.md has no ```mermaid block"
      case .badEdge(let line):
        "an edge of the context map is `A -->|pattern| B` or `A -.-|separate ways| B`; got \(line)"
      }
    }
  }
}
