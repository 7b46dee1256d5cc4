// What each of the runner's commands does. Progress is never held across a command: it is
// read fresh from the store before each decision and changed through `store.update`, so a
// second `learn` process (the watcher beside `learn hint`) never loses what this one wrote,
// nor this one what it wrote. Docs/exercises.md

import Foundation

/// The runner: the catalog, the learner's progress on disk, and a checker.
package final class Runner {
  /// Every exercise.
  package let catalog: Catalog
  /// Runs the exercises' tests.
  package let checker: Checker
  /// The progress file, shared with any other `learn` process.
  package let store: ProgressStore

  /// A runner over the exercises in `catalog`, keeping progress in its root folder.
  package init(catalog: Catalog) {
    self.catalog = catalog
    checker = Checker(root: catalog.root)
    store = ProgressStore(root: catalog.root)
  }

  /// The language the runner speaks: the catalogue's.
  package var language: Language { catalog.language }

  /// A message worded in the runner's language.
  func text(_ message: Message) -> String { message.text(in: language) }

  /// The current exercise, as the progress file says now.
  var current: Exercise? {
    catalog.exercise(store.load().current) ?? catalog.exercises.first
  }

  func relative(_ url: URL) -> String {
    String(url.path.dropFirst(catalog.root.path.count + 1))
  }

  // MARK: Showing

  func header(_ exercise: Exercise) {
    say()
    say(
      Style.bold(exercise.title) + "   "
        + progressBar(solved: store.load().solved.count, total: catalog.exercises.count))
    if !exercise.goal.isEmpty { say(text(.goal(exercise.goal))) }
    if !exercise.points.isEmpty { say(Style.dim(text(.teachingPoints(exercise.points)))) }
    say(
      Style.dim(
        text(.editAndRead(sources: relative(exercise.sources), readme: relative(exercise.readme))))
    )
  }

  /// Checks an exercise, shows the outcome, records it; returns whether it is solved.
  @discardableResult
  package func checkAndShow(_ exercise: Exercise) -> Bool {
    say(Style.dim(text(.checking(tag: exercise.tag))))
    switch checker.check(exercise) {
    case .solved(let tests):
      // Passing tests count only if they are the tests the workshop shipped.
      guard testsAreAsShipped(exercise) else { return false }
      store.update { $0.solved.insert(exercise.number) }
      say(Style.green(text(.solved(tag: exercise.tag, tests: tests))))
      say(text(.compareWithSolution(number: exercise.number)))
      return true
    case .failing(let failures):
      say(Style.red(text(.notYet)))
      for failure in failures {
        say("  • " + Style.bold(failure.rule))
        if !failure.detail.isEmpty { say("    " + Style.dim(failure.detail)) }
      }
      say(Style.dim(text(.stuckAskForHint)))
    case .doesNotBuild(let errors):
      say(Style.red(text(.doesNotCompile)))
      for error in errors.prefix(10) { say("  " + error) }
    case .noTestsRan(let skipped):
      say(Style.yellow(text(.noTestsRan(skipped: skipped))))
    case .crashed(let message, let rule, let location):
      say(Style.red(text(.crashed(message: message))))
      if let rule { say(text(.crashedWhile(rule: rule))) }
      if let location { say(Style.dim(text(.crashedAt(location: location)))) }
      say(Style.dim(text(.stuckAskForHint)))
    case .timedOut(let seconds, let command):
      say(Style.red(text(.timedOut(seconds: seconds, command: command))))
    }
    return false
  }

  // MARK: Commands

  /// Runs one parsed command; returns the exit status.
  package func run(_ command: Command) -> Int32 {
    let lost = store.carryOver()
    if !lost.isEmpty { say(Style.yellow(text(.progressNotCarriedOver(numbers: lost)))) }
    switch command {
    case .watch: watch()
    case .list: list()
    case .hint(let number): hint(number.flatMap(catalog.exercise) ?? current)
    case .next: move(to: current.flatMap { next(after: $0) }, edge: text(.lastExercise))
    case .previous:
      move(to: current.flatMap { previous(before: $0) }, edge: text(.firstExercise))
    case .go(let number): move(to: catalog.exercise(number), edge: "")
    case .check(let number):
      guard let exercise = catalog.exercise(number) else { return 2 }
      // The exercise checked is the one the learner works on: a plain `hint` answers for it,
      // and a watcher in another terminal follows it.
      store.update { $0.current = exercise.number }
      header(exercise)
      return checkAndShow(exercise) ? 0 : 1
    case .reset(let number, let confirmed):
      guard let exercise = catalog.exercise(number) else { return 2 }
      return reset(exercise, confirmed: confirmed)
    case .solution(let number):
      guard let exercise = catalog.exercise(number) else { return 2 }
      return showSolution(exercise)
    case .verify: return verify()
    case .spec(let write, let check): return spec(write: write, check: check)
    case .checksums(let write): return checksums(write: write)
    case .verifyExercises(let strict):
      return verifyExercises(flags: strict ? ["-Xswiftc", "-warnings-as-errors"] : [])
    case .verifyShortcuts(let strict, let only, let without):
      return verifyShortcuts(
        flags: strict ? ["-Xswiftc", "-warnings-as-errors"] : [], only: only, without: without)
    case .help: say(text(.help))
    }
    return 0
  }

  func list() {
    let progress = store.load()
    say(progressBar(solved: progress.solved.count, total: catalog.exercises.count))
    for exercise in catalog.exercises {
      // Two columns, so the current exercise keeps its ▶ once it is solved too.
      let current = exercise.number == progress.current ? Style.yellow("▶") : " "
      let solved = progress.solved.contains(exercise.number) ? Style.green("✔") : " "
      say("\(current)\(solved) \(exercise.title)   " + Style.dim(exercise.points))
    }
    say(
      Navigation.summarize(
        solved: progress.solved.count, total: catalog.exercises.count, in: language))
  }

  /// Shows the next hint of `exercise` (the current one when the learner names none).
  func hint(_ exercise: Exercise?) {
    guard let exercise else { return }
    guard !exercise.hints.isEmpty else { return say(text(.noHints(tag: exercise.tag))) }
    let written = store.update {
      $0.hintsShown[exercise.tag] = min(
        ($0.hintsShown[exercise.tag] ?? 0) + 1, exercise.hints.count)
    }
    let shown = written.hintsShown[exercise.tag] ?? 1
    say(
      Style.bold(text(.hintHeading(shown: shown, total: exercise.hints.count, tag: exercise.tag))))
    say(exercise.hints[shown - 1])
  }

  func next(after exercise: Exercise) -> Exercise? {
    Navigation.next(after: exercise.number, in: catalog.exercises.map(\.number))
      .flatMap(catalog.exercise)
  }

  func previous(before exercise: Exercise) -> Exercise? {
    Navigation.previous(before: exercise.number, in: catalog.exercises.map(\.number))
      .flatMap(catalog.exercise)
  }

  /// Makes `target` the current exercise and shows it, without checking it; says `edge`
  /// when there is nowhere to go.
  func move(to target: Exercise?, edge: String) {
    guard let target else { return say(edge) }
    store.update { $0.current = target.number }
    header(target)
    let solved = store.load().solved.contains(target.number)
    say(Style.dim(text(solved ? .solvedAlready : .notSolvedYet)))
  }

  /// Checks exercises in order and stops at the first unsolved one, which becomes the
  /// current exercise: it says so when that moves the learner.
  func verify() -> Int32 {
    for exercise in catalog.exercises {
      say(Style.bold(exercise.title))
      if !checkAndShow(exercise) {
        var before = 0
        store.update {
          before = $0.current
          $0.current = exercise.number
        }
        if before != exercise.number {
          say(Style.yellow(text(.nowCurrent(tag: exercise.tag))))
        }
        return 1
      }
    }
    say(Style.green(text(.allSolved)))
    return 0
  }

  /// Restores an exercise's stub from its pristine copy, after asking.
  func reset(_ exercise: Exercise, confirmed: Bool) -> Int32 {
    if !confirmed {
      say(text(.resetQuestion(tag: exercise.tag, sources: relative(exercise.sources))))
      guard let answer = readLine(), answer.lowercased().hasPrefix("y") else {
        say(text(.nothingReset))
        return 1
      }
    }
    do {
      try ExerciseFiles.reset(exercise)
    } catch {
      say(Style.red("✘ " + text(.resetFailed(error))))
      return 1
    }
    store.update { $0.solved.remove(exercise.number) }
    say(text(.resetDone(tag: exercise.tag)))
    return 0
  }

  /// Prints the reference solution of a solved exercise; refuses before it is solved.
  func showSolution(_ exercise: Exercise) -> Int32 {
    switch SolutionAccess.decide(for: exercise, progress: store.load()) {
    case .closed:
      say(text(.solveFirst(tag: exercise.tag, number: exercise.number)))
      return 1
    case .open(let folder):
      guard testsAreAsShipped(exercise) else { return 1 }
      say(Style.bold(text(.solutionHeading(tag: exercise.tag, folder: relative(folder)))))
      for file in ExerciseFiles.swiftFiles(in: folder) {
        say()
        say(Style.dim("// \(file.name)"))
        say(file.text)
      }
      return 0
    }
  }

  /// Whether the files the exercise's checks rely on are as shipped; if not, says which
  /// changed and how to restore them.
  func testsAreAsShipped(_ exercise: Exercise) -> Bool {
    let changes = TestFingerprints(root: catalog.root).changes(for: exercise)
    guard !changes.isEmpty else { return true }
    say(Style.red(text(.testsChanged(tag: exercise.tag))))
    for change in changes { say("  • " + text(.testFileChange(change))) }
    let restore = changes.filter { if case .added = $0 { false } else { true } }.map(\.path)
    if !restore.isEmpty {
      say(text(.restoreTests(command: "git checkout -- " + restore.joined(separator: " "))))
    }
    return false
  }
}
