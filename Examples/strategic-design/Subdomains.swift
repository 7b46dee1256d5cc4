// Chapter 11 — Strategic design: SD-2's part of the story. Docs/11-strategic-design.md
//
// The classification is read from the context map's page, Docs/context-map.md, the one
// place it is written (SubdomainTests reads it too).

import ExampleStory
import ExampleSupport

/// Tells SD-2: Subdomains.
func tellSubdomains() async {
  step("SD-2 Subdomains: where modelling pays")
  do {
    let map = try ContextMapDocument.fromPackage()
    let effort: [ContextMapDocument.Subdomain: String] = [
      .core: "model richly: this is the product",
      .supporting: "model carefully, not lavishly",
      .generic: "keep simple, or buy",
    ]
    let rows = ContextMapDocument.Subdomain.allCases.map { subdomain in
      (subdomain, map.contexts.filter { $0.subdomain == subdomain }.map(\.name))
    }
    let width = rows.map { $0.1.joined(separator: ", ").count }.max() ?? 0
    for (subdomain, names) in rows {
      let kind = subdomain.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
      let list = names.joined(separator: ", ").padding(toLength: width, withPad: " ", startingAt: 0)
      print("  \(kind) \(list)  \(effort[subdomain] ?? "")")
    }
  } catch {
    print("  ✘ \(error)")
  }
}
