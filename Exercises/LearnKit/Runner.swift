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
    if !exercise.goal.isEmpty { say("Goal: \(exercise.goal)") }
    if !exercise.points.isEmpty { say(Style.dim("Teaching points: \(exercise.points)")) }
    say(
      Style.dim("Edit \(relative(exercise.sources))/ — read \(relative(exercise.folder))/README.md")
    )
  }

  /// Checks an exercise, shows the outcome, records it; returns whether it is solved.
  @discardableResult
  package func checkAndShow(_ exercise: Exercise) -> Bool {
    say(Style.dim("Checking exercise \(exercise.tag)…"))
    switch checker.check(exercise) {
    case .solved(let tests):
      store.update { $0.solved.insert(exercise.number) }
      say(Style.green("✔ Exercise \(exercise.tag) solved: all \(tests) rules hold."))
      say("  Compare with the reference solution: `swift run learn solution \(exercise.number)`.")
      return true
    case .failing(let failures):
      say(Style.red("✘ Not yet. These rules do not hold:"))
      for failure in failures {
        say("  • " + Style.bold(failure.rule))
        if !failure.detail.isEmpty { say("    " + Style.dim(failure.detail)) }
      }
      say(Style.dim("  Stuck? `hint` shows a hint."))
    case .doesNotBuild(let errors):
      say(Style.red("✘ The code does not compile yet:"))
      for error in errors.prefix(10) { say("  " + error) }
    case .noTestsRan(let reason):
      say(Style.yellow("? No test ran (\(reason)); this does not count as solved."))
    }
    return false
  }

  // MARK: Commands

  /// Runs one parsed command; returns the exit status.
  package func run(_ command: Command) -> Int32 {
    switch command {
    case .watch: watch()
    case .list: list()
    case .hint: hint()
    case .next: move(to: current.flatMap { next(after: $0) }, edge: "That was the last exercise.")
    case .previous:
      move(to: current.flatMap { previous(before: $0) }, edge: "This is the first exercise.")
    case .go(let number): move(to: catalog.exercise(number), edge: "")
    case .check(let number):
      guard let exercise = catalog.exercise(number) else { return 2 }
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
    case .verifyExercises(let strict):
      return verifyExercises(flags: strict ? ["-Xswiftc", "-warnings-as-errors"] : [])
    case .help: say(Command.helpText)
    }
    return 0
  }

  func list() {
    let progress = store.load()
    say(progressBar(solved: progress.solved.count, total: catalog.exercises.count))
    for exercise in catalog.exercises {
      let mark =
        progress.solved.contains(exercise.number)
        ? Style.green("✔") : exercise.number == progress.current ? Style.yellow("▶") : " "
      say("\(mark) \(exercise.title)   " + Style.dim(exercise.points))
    }
    say(Navigation.summarize(solved: progress.solved.count, total: catalog.exercises.count))
  }

  func hint() {
    guard let exercise = current else { return }
    guard !exercise.hints.isEmpty else { return say("Exercise \(exercise.tag) has no hints.") }
    let written = store.update {
      $0.hintsShown[exercise.tag] = min(
        ($0.hintsShown[exercise.tag] ?? 0) + 1, exercise.hints.count)
    }
    let shown = written.hintsShown[exercise.tag] ?? 1
    say(Style.bold("Hint \(shown) of \(exercise.hints.count) for exercise \(exercise.tag):"))
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
    say(
      Style.dim(
        solved ? "Solved already." : "Not solved yet. Save a file, or `check`, to check it."))
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
          say(Style.yellow("The current exercise is now \(exercise.tag), the first unsolved one."))
        }
        return 1
      }
    }
    say(Style.green("Every exercise is solved. Well done!"))
    return 0
  }

  /// Restores an exercise's stub from its pristine copy, after asking.
  func reset(_ exercise: Exercise, confirmed: Bool) -> Int32 {
    if !confirmed {
      say(
        "Reset exercise \(exercise.tag) to its original stub? Your changes in "
          + "\(relative(exercise.sources))/ will be lost. [y/N] ")
      guard let answer = readLine(), answer.lowercased().hasPrefix("y") else {
        say("Nothing was reset.")
        return 1
      }
    }
    do {
      try ExerciseFiles.reset(exercise)
    } catch {
      say(Style.red("✘ \(error)"))
      return 1
    }
    store.update { $0.solved.remove(exercise.number) }
    say("Exercise \(exercise.tag) is back to its original stub.")
    return 0
  }

  /// Prints the reference solution of a solved exercise; refuses before it is solved.
  func showSolution(_ exercise: Exercise) -> Int32 {
    switch SolutionAccess.decide(for: exercise, progress: store.load()) {
    case .closed:
      say(
        "Solve exercise \(exercise.tag) first: its solution opens once its tests pass "
          + "(`swift run learn check \(exercise.number)`).")
      return 1
    case .open(let folder):
      say(
        Style.bold("The reference solution of exercise \(exercise.tag), in \(relative(folder))/:"))
      for file in ExerciseFiles.swiftFiles(in: folder) {
        say()
        say(Style.dim("// \(file.name)"))
        say(file.text)
      }
      return 0
    }
  }
}
