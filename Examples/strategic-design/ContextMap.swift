// Chapter 11 — Strategic design: SD-3's part of the story. Docs/11-strategic-design.md

import ExampleSupport

/// Tells SD-3: The context map.
func tellContextMap() async {
  step("SD-3 The context map")
  print("  (being written)")
}
