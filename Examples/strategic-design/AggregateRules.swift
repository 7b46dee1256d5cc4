// Chapter 11 — Strategic design: SD-6's part of the story. Docs/11-strategic-design.md

import ExampleSupport

/// Tells SD-6: Vernon's aggregate rules.
func tellAggregateRules() async {
  step("SD-6 Vernon's aggregate rules")
  print("  (being written)")
}
