// The files of the shortcut targets `learn verify-shortcuts` builds: for each shortcut, a copy
// of the exercise's tests beside its solution with the shortcut taken, under
// Exercises/.build-shortcuts/ (which git ignores), written only when they change so a second
// run rebuilds nothing; and, for a shortcut that changes a test file, the check that the
// runner's checksums refuse it, on a scratch copy. CONTRIBUTING.md#exercises

import Foundation

extension Runner {
  /// Writes one shortcut's target: the exercise's tests, importing nothing of the exercise,
  /// beside the solution with the shortcut taken (Tests/Solution/), and the same solution
  /// again where `CodeUnderTest` reads a solution (.build-shortcuts/Solutions/NAME/).
  func writeShortcut(
    _ shortcut: Shortcut, of exercise: Exercise, as module: String, without: [String]
  ) throws {
    let solution = Dictionary(
      uniqueKeysWithValues: ExerciseFiles.swiftFiles(in: exercise.solution).map {
        ($0.name, $0.text)
      })
    let taken = try shortcut.apply(to: solution)
    let root = checker.package.appendingPathComponent(Self.shortcutFolder)
    let target = root.appendingPathComponent(module).appendingPathComponent("Tests")
    let copy = root.appendingPathComponent("Solutions").appendingPathComponent(module)
    var files: [URL: String] = [:]
    for (name, text) in taken {
      files[target.appendingPathComponent("Solution").appendingPathComponent(name)] = text
      files[copy.appendingPathComponent(name)] = text
    }
    for (name, text) in ExerciseFiles.swiftFiles(
      in: exercise.folder.appendingPathComponent("Tests"))
    {
      files[target.appendingPathComponent(name)] = Self.testsForShortcut(
        text, exercise: exercise, without: without)
    }
    for (url, text) in files { try Self.write(text, to: url) }
    // A file left from an earlier run (a renamed solution file) would be compiled too.
    for folder in [target, copy] {
      for name in FileManager.default.subpaths(atPath: folder.path) ?? []
      where name.hasSuffix(".swift") && files[folder.appendingPathComponent(name)] == nil {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }
  }

  /// A test file for a shortcut's target: the imports of the stub and the solution go (the
  /// solution is in the same module now), and each rule in `without` is switched off.
  static func testsForShortcut(_ text: String, exercise: Exercise, without: [String]) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
      let line = $0.trimmingCharacters(in: .whitespaces)
      return line != "import Exercise\(exercise.tag)"
        && line != "import Exercise\(exercise.tag)Solution"
    }.joined(separator: "\n")
    for rule in without {
      lines = lines.replacingOccurrences(
        of: "\"\(rule)\"", with: "\"\(rule)\", .disabled(\"learn verify-shortcuts --without\")")
    }
    return lines
  }

  /// Writes `text` unless the file already holds it, so an unchanged shortcut is not rebuilt.
  private static func write(_ text: String, to url: URL) throws {
    if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// Removes the targets of shortcuts that no longer exist.
  func removeStaleShortcuts(keeping modules: Set<String>) {
    let root = checker.package.appendingPathComponent(Self.shortcutFolder)
    for folder in [root, root.appendingPathComponent("Solutions")] {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      where name.hasPrefix("Shortcut") && !modules.contains(name) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }
  }

  /// Whether the runner's checksums refuse a shortcut that changes the exercise's tests.
  ///
  /// `nil` when they do, else why not. Checked on a scratch copy, with no build.
  func checksumsRefuse(_ shortcut: Shortcut, of exercise: Exercise) -> String? {
    let files = FileManager.default
    let scratch = files.temporaryDirectory.appendingPathComponent("learn-checksums-\(getpid())")
    defer { try? files.removeItem(at: scratch) }
    let exercises = scratch.appendingPathComponent("Exercises")
    let folder = exercises.appendingPathComponent(exercise.folder.lastPathComponent)
    do {
      try? files.removeItem(at: scratch)
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      for name in ["Package.swift", "Support", "checksums.sha256"]
      where files.fileExists(atPath: checker.package.appendingPathComponent(name).path) {
        try files.copyItem(
          at: checker.package.appendingPathComponent(name),
          to: exercises.appendingPathComponent(name))
      }
      let tests = exercise.folder.appendingPathComponent("Tests")
      try files.copyItem(at: tests, to: folder.appendingPathComponent("Tests"))
      let current = Dictionary(
        uniqueKeysWithValues: ExerciseFiles.swiftFiles(in: tests).map {
          ("Tests/\($0.name)", $0.text)
        })
      let changed = try shortcut.apply(to: current)
      for (name, text) in changed where current[name] != text {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
    } catch {
      return "could not make the scratch copy: \(error)"
    }
    let copy = Exercise(
      number: exercise.number, folder: folder, title: exercise.title, goal: exercise.goal,
      points: exercise.points, hints: exercise.hints, readme: exercise.readme)
    // Only the tests were copied, so only a change among them counts.
    let changes = TestFingerprints(root: scratch).changes(for: copy)
      .filter { $0.path.hasPrefix("Exercises/\(exercise.folder.lastPathComponent)/Tests/") }
    return changes.isEmpty ? "the checksums do not notice the changed tests" : nil
  }
}
