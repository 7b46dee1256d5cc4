// Chapter 11 — Strategic design: SD-1's part of the story. Docs/11-strategic-design.md

import ExampleSupport

/// Tells SD-1: Ubiquitous language.
func tellLanguage() async {
  step("SD-1 Ubiquitous language")
  print("  (being written)")
}
