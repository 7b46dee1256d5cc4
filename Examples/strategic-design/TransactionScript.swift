// Chapter 11 — Strategic design: SD-10's part of the story. Docs/11-strategic-design.md

import ExampleSupport

/// Tells SD-10: When not to model.
func tellTransactionScript() async {
  step("SD-10 When not to model")
  print("  (being written)")
}
