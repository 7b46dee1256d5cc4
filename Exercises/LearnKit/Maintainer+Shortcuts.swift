// For the workshop's maintainers and CI: every shortcut an exercise's README forbids makes
// its check fail. Each exercise's Exercises/Solutions/NN-name/shortcuts.md lists them
// (Shortcuts.swift reads it); `learn verify-shortcuts` writes, for each one, a copy of the
// exercise's tests and of its solution with the shortcut taken into one test target under
// Exercises/.build-shortcuts/, which Exercises/Package.swift adds when LEARN_SHORTCUTS names
// them. All of them build at once, incrementally, in the solutions' build folder, and run in
// one `swift test`; the run fails unless every rule a shortcut names fails. A shortcut that
// changes a test file is refused by the runner's checksums instead, checked without a build.
// CONTRIBUTING.md#exercises

import Foundation

/// What one `swift test` run over the generated shortcut targets said, module by module.
package struct ShortcutRun: Sendable {
  /// The display names of the tests each module ran.
  package private(set) var tests: [String: [String]] = [:]
  /// The display names of the tests that recorded an issue, by module.
  package private(set) var failed: [String: Set<String>] = [:]
  /// Whether the run reached its end (a crashed process stops the stream early).
  package private(set) var finished = false
  /// The modules with a test that never ended (it crashed, or never started).
  package private(set) var incomplete: Set<String> = []

  /// Reads a Swift Testing event stream (`--experimental-event-stream-output`).
  package init(eventStream: String) {
    var names: [String: String] = [:]
    var ended: Set<String> = []
    var failedIds: [String] = []
    for line in eventStream.split(separator: "\n") {
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let payload = object["payload"] as? [String: Any]
      else { continue }
      let kind = payload["kind"] as? String
      if object["kind"] as? String == "test", let id = payload["id"] as? String {
        guard kind != "suite" else { continue }
        let name = payload["displayName"] as? String ?? payload["name"] as? String ?? id
        names[id] = name
        tests[Self.module(of: id), default: []].append(name)
        continue
      }
      let id = payload["testID"] as? String ?? ""
      switch kind {
      case "testEnded", "testSkipped": ended.insert(id)
      case "issueRecorded": failedIds.append(id)
      case "runEnded": finished = true
      default: break
      }
    }
    for id in failedIds {
      // An issue of a parameterised test's case names the case below the test's own id.
      guard let test = names.keys.filter({ id.hasPrefix($0) }).max(by: { $0.count < $1.count })
      else { continue }
      failed[Self.module(of: test), default: []].insert(names[test] ?? test)
    }
    incomplete = Set(names.keys.filter { !ended.contains($0) }.map(Self.module(of:)))
  }

  /// The module of a test id: "Shortcut20_1Tests.Exercise20Tests/accept()/…" → Shortcut20_1Tests.
  static func module(of id: String) -> String { String(id.prefix { $0 != "." }) }

  /// What is wrong with how the run treated `shortcut`, whose copy is `module`; `nil` when
  /// every rule it names failed.
  package func problem(with shortcut: Shortcut, module: String) -> String? {
    let ran = tests[module] ?? []
    let failing = failed[module] ?? []
    guard !ran.isEmpty else { return "its tests did not run" }
    guard !failing.isEmpty else {
      return "it passes every rule: no test refuses it"
    }
    let passing = shortcut.rules.filter { !failing.contains($0) }
    guard passing.isEmpty else {
      let names = passing.map { "\"\($0)\"" }.joined(separator: ", ")
      return "\(passing.count == 1 ? "the rule" : "the rules") \(names) should refuse it "
        + "but \(passing.count == 1 ? "holds" : "hold") (it fails only "
        + failing.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + ")"
    }
    return nil
  }
}

extension Runner {
  /// Where the shortcut targets are written, inside the exercise package.
  static let shortcutFolder = ".build-shortcuts"

  /// Proves that every shortcut of the exercises numbered `only` (all when empty) makes its
  /// check fail, compiling with `flags`; `without` names rules to switch off in the copies
  /// (to prove this check fails when a shortcut gets through). Returns the exit status.
  package func verifyShortcuts(flags: [String] = [], only: [Int] = [], without: [String] = [])
    -> Int32
  {
    var problems: [String] = []
    var generated: [(exercise: Exercise, shortcut: Shortcut, module: String)] = []
    let chosen = catalog.exercises.filter { only.isEmpty || only.contains($0.number) }
    for exercise in chosen {
      let (shortcuts, wrong) = readShortcuts(of: exercise)
      problems += wrong
      for (index, shortcut) in shortcuts.enumerated() {
        let label = "exercise \(exercise.tag), \"\(shortcut.title)\""
        if shortcut.changesTests {
          if let problem = checksumsRefuse(shortcut, of: exercise) {
            problems.append("\(label): \(problem)")
          } else {
            say("  \(exercise.tag) \(shortcut.title): refused by the checksums")
          }
          continue
        }
        let module = "Shortcut\(exercise.tag)_\(index + 1)"
        do {
          try writeShortcut(shortcut, of: exercise, as: module, without: without)
          generated.append((exercise, shortcut, module))
        } catch {
          problems.append("\(label): \(error)")
        }
      }
    }
    // A run over some exercises keeps the others' targets, so the next full run reuses them.
    if only.isEmpty { removeStaleShortcuts(keeping: Set(generated.map(\.module))) }
    if !generated.isEmpty {
      problems += runShortcuts(generated, flags: flags)
    }
    for problem in problems { say(Style.red("✘ \(problem)")) }
    let count = generated.count
    say(
      problems.isEmpty
        ? "shortcuts: \(count) \(count == 1 ? "shortcut" : "shortcuts") built and refused, "
          + "0 problems"
        : "shortcuts: \(problems.count) \(problems.count == 1 ? "problem" : "problems")")
    return problems.isEmpty ? 0 : 1
  }

  /// An exercise's shortcuts, and what is wrong with its shortcuts file without running
  /// anything: it is missing or names no shortcut, a shortcut quotes words its README does not
  /// say, or names a rule no test of the exercise states.
  func readShortcuts(of exercise: Exercise) -> ([Shortcut], [String]) {
    let file = "\(relative(exercise.solution))/\(Shortcut.fileName)"
    let shortcuts: [Shortcut]
    do {
      shortcuts = try Shortcut.read(for: exercise)
    } catch {
      return ([], [error.description])
    }
    guard !shortcuts.isEmpty else {
      return ([], ["\(file) is missing or lists no shortcut: every README forbids some"])
    }
    let readme =
      (try? String(
        contentsOf: exercise.folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    let tests = ExerciseFiles.swiftFiles(in: exercise.folder.appendingPathComponent("Tests"))
      .map(\.text).joined(separator: "\n")
    var problems: [String] = []
    for shortcut in shortcuts {
      if !Shortcut.readme(readme, says: shortcut.forbiddenBy) {
        problems.append(
          "\(file), \"\(shortcut.title)\": README.md does not say \"\(shortcut.forbiddenBy)\"")
      }
      for rule in shortcut.rules where !tests.contains("\"\(rule)\"") {
        problems.append(
          "\(file), \"\(shortcut.title)\": no test of exercise \(exercise.tag) is named "
            + "\"\(rule)\"")
      }
    }
    return (shortcuts, problems)
  }

  /// Builds every generated shortcut target at once and runs their tests; the problems.
  private func runShortcuts(
    _ generated: [(exercise: Exercise, shortcut: Shortcut, module: String)], flags: [String]
  ) -> [String] {
    let environment = ["LEARN_SHORTCUTS": generated.map(\.module).joined(separator: ",")]
    say(Style.bold("Building \(generated.count) shortcuts…"))
    let build = checker.run(
      ["build", "--build-tests"] + checker.packageArguments(solutions: true) + flags,
      environment: environment, seconds: checker.buildTimeout)
    guard build.status == 0, !build.timedOut else {
      let errors = build.output.split(separator: "\n").filter { $0.contains(": error: ") }
      return [
        "building the shortcuts failed (a shortcut must compile, so that a rule refuses it):\n"
          + (errors.isEmpty ? String(build.output.suffix(2_000)) : errors.prefix(20)
            .joined(separator: "\n"))
      ]
    }
    var problems: [String] = []
    let crashing = generated.filter { $0.shortcut.crash != nil }
    let ordinary = generated.filter { $0.shortcut.crash == nil }
    say(Style.bold("Running the rules against them…"))
    var pending = ordinary
    var rounds = 0
    while !pending.isEmpty && rounds < 2 {
      rounds += 1
      let filter = pending.count == ordinary.count
        ? "Shortcut[0-9]+_[0-9]+Tests" : pending.map { "\($0.module)Tests" }.joined(separator: "|")
      let (run, outcome) = runShortcutTests(filter: filter, environment: environment)
      var left: [(exercise: Exercise, shortcut: Shortcut, module: String)] = []
      for item in pending {
        let module = "\(item.module)Tests"
        if run.incomplete.contains(module) || run.tests[module] == nil {
          left.append(item)
          continue
        }
        report(item, problem: run.problem(with: item.shortcut, module: module), into: &problems)
      }
      if !run.finished && left.count == pending.count {
        problems.append(
          "the shortcuts' tests stopped before any verdict:\n" + outcome.output.suffix(2_000))
        return problems
      }
      pending = left
    }
    // A shortcut whose tests crash the process runs alone: a crash ends every test with it.
    for item in crashing + pending {
      let outcome = checker.run(
        ["test", "--skip-build"] + checker.packageArguments(solutions: true)
          + ["--filter", "\(item.module)Tests"],
        environment: environment, seconds: checker.testTimeout)
      let expected = item.shortcut.crash
      switch Checker.interpret(status: outcome.status, output: outcome.output) {
      case .crashed(let message, _, _) where expected.map(message.contains) ?? true:
        report(item, problem: expected == nil ? "it crashes the tests: \(message)" : nil,
          into: &problems)
      case .failing(let failures) where expected == nil:
        let run = ShortcutRun(failures: failures, module: "\(item.module)Tests")
        report(item, problem: run.problem(with: item.shortcut, module: "\(item.module)Tests"),
          into: &problems)
      case let verdict:
        report(
          item, problem: "it should crash the tests (\"\(expected ?? "")\"), but: \(verdict)",
          into: &problems)
      }
    }
    return problems
  }

  /// Runs the shortcut targets' tests matching `filter` with Swift Testing's event stream.
  private func runShortcutTests(filter: String, environment: [String: String])
    -> (ShortcutRun, ProcessOutcome)
  {
    let events = FileManager.default.temporaryDirectory
      .appendingPathComponent("learn-shortcuts-\(getpid()).jsonl")
    defer { try? FileManager.default.removeItem(at: events) }
    try? FileManager.default.removeItem(at: events)
    let outcome = checker.run(
      ["test", "--skip-build"] + checker.packageArguments(solutions: true)
        + ["--filter", filter, "--experimental-event-stream-output", events.path],
      environment: environment, seconds: max(checker.testTimeout, 600))
    let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
    return (ShortcutRun(eventStream: stream), outcome)
  }

  private func report(
    _ item: (exercise: Exercise, shortcut: Shortcut, module: String), problem: String?,
    into problems: inout [String]
  ) {
    if let problem {
      problems.append("exercise \(item.exercise.tag), shortcut \"\(item.shortcut.title)\": \(problem)")
    } else {
      say("  \(item.exercise.tag) \(item.shortcut.title): refused")
    }
  }

  /// Writes one shortcut's target: the exercise's tests, importing nothing of the exercise,
  /// beside the solution with the shortcut taken (Tests/Solution/), and the same solution
  /// again where `CodeUnderTest` reads a solution (.build-shortcuts/Solutions/NAME/).
  private func writeShortcut(
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
    for (name, text) in ExerciseFiles.swiftFiles(in: exercise.folder.appendingPathComponent("Tests"))
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
  private func removeStaleShortcuts(keeping modules: Set<String>) {
    let root = checker.package.appendingPathComponent(Self.shortcutFolder)
    for folder in [root, root.appendingPathComponent("Solutions")] {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      where name.hasPrefix("Shortcut") && !modules.contains(name) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }
  }

  /// Whether the runner's checksums refuse a shortcut that changes the exercise's tests:
  /// `nil` when they do, else why not. Checked on a scratch copy, with no build.
  private func checksumsRefuse(_ shortcut: Shortcut, of exercise: Exercise) -> String? {
    let files = FileManager.default
    let scratch = files.temporaryDirectory.appendingPathComponent("learn-checksums-\(getpid())")
    defer { try? files.removeItem(at: scratch) }
    let exercises = scratch.appendingPathComponent("Exercises")
    let folder = exercises.appendingPathComponent(exercise.folder.lastPathComponent)
    do {
      try? files.removeItem(at: scratch)
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      for name in ["Package.swift", "Support", "checksums.sha256"] {
        try files.copyItem(
          at: checker.package.appendingPathComponent(name),
          to: exercises.appendingPathComponent(name))
      }
      let tests = exercise.folder.appendingPathComponent("Tests")
      try files.copyItem(at: tests, to: folder.appendingPathComponent("Tests"))
      let current = Dictionary(
        uniqueKeysWithValues: ExerciseFiles.swiftFiles(in: tests).map { ("Tests/\($0.name)", $0.text) })
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
    let changes = TestFingerprints(root: scratch).changes(for: copy)
    return changes.isEmpty ? "the checksums do not notice the changed tests" : nil
  }
}

extension ShortcutRun {
  /// A run read from the runner's own verdict on one module's tests.
  init(failures: [(rule: String, detail: String)], module: String) {
    tests[module] = failures.map(\.rule)
    failed[module] = Set(failures.map(\.rule))
    finished = true
  }
}
