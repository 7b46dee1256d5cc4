// Chapter 11 — Strategic design: SD-2's part of the story. Docs/11-strategic-design.md

import ExampleSupport

/// Tells SD-2: Subdomains.
func tellSubdomains() async {
  step("SD-2 Subdomains")
  print("  (being written)")
}
