// Chapter 11 — Strategic design: SD-5's part of the story. Docs/11-strategic-design.md

import ExampleSupport

/// Tells SD-5: Domain events and integration events.
func tellIntegrationEvents() async {
  step("SD-5 Domain events and integration events")
  print("  (being written)")
}
