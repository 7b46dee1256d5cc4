// Chapter 11 — Strategic design (SD-2): where modelling effort pays. Docs/11-strategic-design.md
//
// The classification lives in one place, the contexts table of Docs/context-map.md, which the
// strategic-design example prints; these tests read it with the same reader.

import ExampleSupport
import Testing

@Suite("Subdomains: core, supporting, generic (SD-2)")
struct SubdomainTests {
  let map: ContextMapDocument

  init() throws {
    map = try ContextMapDocument.fromPackage()
  }

  @Test("every bounded context is classified core, supporting or generic, with its reason")
  func everyContextIsClassified() {
    let contexts = map.contexts.filter { $0.kind == .context }
    #expect(contexts.count == 5)
    for context in contexts {
      #expect(context.subdomain != nil, "\(context.name) names no subdomain")
      #expect(context.reason.count > 40, "\(context.name) gives no reason worth the name")
    }
    for other in map.contexts where other.kind != .context {
      #expect(other.subdomain == nil, "\(other.name) is \(other.kind), not a subdomain")
    }
  }

  @Test(
    "circles and membership are the one core subdomain; profiles support it; sign-in, notifications and pictures are generic"
  )
  func theCoreIsCircles() {
    // Given the map, when the contexts are grouped by subdomain, then the core is circles
    // alone: the richest model goes where the product differs, and nowhere else.
    let grouped = Dictionary(grouping: map.contexts.filter { $0.kind == .context }) {
      $0.subdomain
    }.mapValues { $0.map(\.name).sorted() }
    #expect(grouped[.core] == ["circles"])
    #expect(grouped[.supporting] == ["profiles"])
    #expect(grouped[.generic] == ["identity", "notifications", "pictures"])
  }
}
