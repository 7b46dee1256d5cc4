// Chapter 11 — Strategic design: SD-3's part of the story. Docs/11-strategic-design.md
//
// The relationships are read from Docs/context-map.md, whose picture ContextMapTests holds
// against every import of Sources/.

import ExampleStory
import ExampleSupport

/// Tells SD-3: The context map.
func tellContextMap() async {
  step("SD-3 The context map")
  do {
    let map = try ContextMapDocument.fromPackage()
    let (placed, contexts) = (map.placements.count, map.contexts.filter { $0.kind == .context })
    print("  \(placed) modules and parts placed: \(contexts.count) contexts, a kernel, machinery")
    print("  each arrow: downstream → upstream, named by its pattern")
    let kernel = map.listed.map(\.relationship).filter { $0.pattern == .sharedKernel }
    for row in map.listed where row.relationship.pattern != .sharedKernel {
      print("  \(row.relationship)")
    }
    let owners = kernel.map(\.from).joined(separator: ", ")
    print("  shared kernel (UserId, Identifier, TextRules): \(owners)")
  } catch {
    print("  ✘ \(error)")
  }
}
