// Chapter 11 — Strategic design: SD-8's part of the story. Docs/11-strategic-design.md

import ExampleSupport

/// Tells SD-8: Event sourcing beside storing state.
func tellEventSourcing() async {
  step("SD-8 Event sourcing beside storing state")
  print("  (being written)")
}
