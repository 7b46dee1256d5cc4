// How every example tells its story: a heading per step, and each use case's answer or its
// typed error on one line, never a crash. A module of its own that imports nothing, so the
// examples of every chapter share it and each example's file holds only its story.

/// Prints a step heading: a blank line, then `▸` and the title.
public func step(_ title: String) {
  print("\n▸ \(title)")
}

/// Runs a use case and prints its result after `✔`, or its error after `✘`, never crashing.
public func attempt(_ label: String, _ useCase: () async throws -> String) async {
  do {
    print("  ✔ \(label) → \(try await useCase())")
  } catch {
    print("  ✘ \(label) → \(error)")
  }
}
