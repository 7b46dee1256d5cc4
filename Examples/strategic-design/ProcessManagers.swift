// Chapter 11 — Strategic design: SD-7's part of the story. Docs/11-strategic-design.md

import ExampleSupport

/// Tells SD-7: Process managers.
func tellProcessManagers() async {
  step("SD-7 Process managers")
  print("  (being written)")
}
