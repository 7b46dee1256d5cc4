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

extension Runner {
  /// Where the shortcut targets are written, inside the exercise package.
  static let shortcutFolder = ".build-shortcuts"

  /// Proves that every shortcut of the chosen exercises makes its check fail.
  ///
  /// `only` names the exercises (all when empty) and `flags` go to the compiler; `without`
  /// names rules to switch off in the copies, to see this check fail when a shortcut gets
  /// through. Returns the exit status.
  package func verifyShortcuts(flags: [String] = [], only: [Int] = [], without: [String] = [])
    -> Int32
  {
    var problems: [String] = []
    var generated: [(exercise: Exercise, shortcut: Shortcut, module: String)] = []
    var refused = 0
    var total = 0
    let chosen = catalog.exercises.filter { only.isEmpty || only.contains($0.number) }
    for exercise in chosen {
      let (shortcuts, wrong) = readShortcuts(of: exercise)
      problems += wrong
      total += shortcuts.count
      for (index, shortcut) in shortcuts.enumerated() {
        let label = "exercise \(exercise.tag), \"\(shortcut.title)\""
        if shortcut.changesTests {
          if let problem = checksumsRefuse(shortcut, of: exercise) {
            problems.append("\(label): \(problem)")
          } else {
            refused += 1
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
      let outcome = runShortcuts(generated, flags: flags)
      refused += outcome.refused
      problems += outcome.problems
    }
    for problem in problems { say(Style.red("✘ \(problem)")) }
    say(Self.shortcutSummary(refused: refused, of: total, problems: problems.count))
    return problems.isEmpty ? 0 : 1
  }

  /// The last line of a run: "shortcuts: 92 of 92 refused, 0 problems", in the singular
  /// where there is one.
  package static func shortcutSummary(refused: Int, of total: Int, problems: Int) -> String {
    "shortcuts: \(refused) of \(total) refused, \(problems) problem\(problems == 1 ? "" : "s")"
  }

  /// An exercise's shortcuts, and what is wrong with its shortcuts file without running
  /// anything: it is missing or names no shortcut, a shortcut quotes words its README does not
  /// say, or names a rule no test of the exercise states.
  package func readShortcuts(of exercise: Exercise) -> ([Shortcut], [String]) {
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
  ) -> (refused: Int, problems: [String]) {
    let environment = ["LEARN_SHORTCUTS": generated.map(\.module).joined(separator: ",")]
    say(Style.bold("Building \(generated.count) shortcut\(generated.count == 1 ? "" : "s")…"))
    let build = checker.run(
      ["build", "--build-tests"] + checker.packageArguments(solutions: true) + flags,
      environment: environment, seconds: checker.buildTimeout)
    guard build.status == 0, !build.timedOut else {
      let errors = build.output.split(separator: "\n").filter { $0.contains(": error: ") }
      return (
        0,
        [
          "building the shortcuts failed (a shortcut must compile, so that a rule refuses it):\n"
            + (errors.isEmpty
              ? String(build.output.suffix(2_000))
              : errors.prefix(20)
                .joined(separator: "\n"))
        ]
      )
    }
    var problems: [String] = []
    var refused = 0
    let crashing = generated.filter { $0.shortcut.crash != nil }
    let ordinary = generated.filter { $0.shortcut.crash == nil }
    say(Style.bold("Running the rules against them…"))
    // All the others run together, in one process. A crash there (a shortcut file that does
    // not say its shortcut crashes) cuts the run short: those left without a verdict run again
    // together once, then each alone.
    var pending = ordinary
    for _ in 1...2 where !pending.isEmpty {
      let filter = pending.map { "\($0.module)Tests" }.joined(separator: "|")
      let run = runShortcutTests(filter: filter, environment: environment)
      var left: [(exercise: Exercise, shortcut: Shortcut, module: String)] = []
      for item in pending {
        let module = "\(item.module)Tests"
        if run.incomplete.contains(module) || run.tests[module] == nil {
          left.append(item)
        } else {
          refused += report(
            item, problem: run.problem(with: item.shortcut, module: module), into: &problems)
        }
      }
      pending = left
    }
    // A shortcut whose tests crash the process runs alone, and so does any whose run a crash
    // cut short: a crash ends every test in its process.
    for item in crashing + pending {
      let module = "\(item.module)Tests"
      let outcome = checker.run(
        ["test", "--skip-build"] + checker.packageArguments(solutions: true)
          + ["--filter", module],
        environment: environment, seconds: checker.testTimeout)
      let verdict = Checker.interpret(status: outcome.status, output: outcome.output)
      refused += report(
        item, problem: ShortcutRun.problem(with: item.shortcut, module: module, verdict: verdict),
        into: &problems)
    }
    return (refused, problems)
  }

  /// Runs the shortcut targets' tests matching `filter` with Swift Testing's event stream.
  private func runShortcutTests(filter: String, environment: [String: String]) -> ShortcutRun {
    let events = FileManager.default.temporaryDirectory
      .appendingPathComponent("learn-shortcuts-\(getpid()).jsonl")
    defer { try? FileManager.default.removeItem(at: events) }
    try? FileManager.default.removeItem(at: events)
    _ = checker.run(
      ["test", "--skip-build"] + checker.packageArguments(solutions: true)
        + ["--filter", filter, "--experimental-event-stream-output", events.path],
      environment: environment, seconds: max(checker.testTimeout, 600))
    let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
    return ShortcutRun(eventStream: stream)
  }

  /// Records a shortcut's verdict: a problem, or a line saying it was refused; 1 when it was.
  private func report(
    _ item: (exercise: Exercise, shortcut: Shortcut, module: String), problem: String?,
    into problems: inout [String]
  ) -> Int {
    if let problem {
      problems.append(
        "exercise \(item.exercise.tag), shortcut \"\(item.shortcut.title)\": \(problem)")
      return 0
    }
    say("  \(item.exercise.tag) \(item.shortcut.title): refused")
    return 1
  }

}
