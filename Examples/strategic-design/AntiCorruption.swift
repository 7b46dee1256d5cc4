// Chapter 11 — Strategic design: SD-4's part of the story. Docs/11-strategic-design.md

import ExampleSupport

/// Tells SD-4: A real anti-corruption layer.
func tellAntiCorruption() async {
  step("SD-4 A real anti-corruption layer")
  print("  (being written)")
}
