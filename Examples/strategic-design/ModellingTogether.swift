// Chapter 11 — Strategic design: SD-9's part of the story. Docs/11-strategic-design.md

import ExampleSupport

/// Tells SD-9: Modelling together.
func tellModellingTogether() async {
  step("SD-9 Modelling together")
  print("  (being written)")
}
