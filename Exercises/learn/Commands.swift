// What each of the runner's commands does.

import Foundation
import Synchronization

/// The runner: the catalog, the learner's progress and a checker.
final class Runner {
  let catalog: Catalog
  let checker: Checker
  var progress: Progress

  init(catalog: Catalog) {
    self.catalog = catalog
    checker = Checker(root: catalog.root)
    progress = Progress.load(from: catalog.root)
  }

  var current: Exercise? {
    catalog.exercise(progress.current) ?? catalog.exercises.first
  }

  func relative(_ url: URL) -> String {
    String(url.path.dropFirst(catalog.root.path.count + 1))
  }

  // MARK: Showing

  func header(_ exercise: Exercise) {
    say()
    say(
      Style.bold(exercise.title) + "   "
        + progressBar(solved: progress.solved.count, total: catalog.exercises.count))
    if !exercise.goal.isEmpty { say("Goal: \(exercise.goal)") }
    if !exercise.points.isEmpty { say(Style.dim("Teaching points: \(exercise.points)")) }
    say(
      Style.dim("Edit \(relative(exercise.sources))/ — read \(relative(exercise.folder))/README.md")
    )
  }

  /// Checks an exercise, shows the outcome, records it; returns whether it is solved.
  @discardableResult
  func checkAndShow(_ exercise: Exercise) -> Bool {
    say(Style.dim("Checking exercise \(exercise.tag)…"))
    switch checker.check(exercise) {
    case .solved(let tests):
      progress.solved.insert(exercise.number)
      progress.save(to: catalog.root)
      say(Style.green("✔ Exercise \(exercise.tag) solved: all \(tests) rules hold."))
      say("  Compare with the reference solution: \(relative(exercise.solution))/")
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

  func list() {
    say(progressBar(solved: progress.solved.count, total: catalog.exercises.count))
    for exercise in catalog.exercises {
      let mark =
        progress.solved.contains(exercise.number)
        ? Style.green("✔") : exercise.number == progress.current ? Style.yellow("▶") : " "
      say("\(mark) \(exercise.title)   " + Style.dim(exercise.points))
    }
  }

  func hint() {
    guard let exercise = current else { return }
    let key = exercise.tag
    let shown = min((progress.hintsShown[key] ?? 0) + 1, exercise.hints.count)
    guard shown > 0 else { return say("Exercise \(exercise.tag) has no hints.") }
    progress.hintsShown[key] = shown
    progress.save(to: catalog.root)
    say(Style.bold("Hint \(shown) of \(exercise.hints.count) for exercise \(exercise.tag):"))
    say(exercise.hints[shown - 1])
  }

  func next() {
    guard let exercise = current else { return }
    if !progress.solved.contains(exercise.number) {
      say(Style.yellow("Exercise \(exercise.tag) is not solved yet; moving on anyway."))
    }
    guard let following = catalog.exercises.first(where: { $0.number > exercise.number }) else {
      return say("That was the last exercise.")
    }
    progress.current = following.number
    progress.save(to: catalog.root)
    header(following)
  }

  /// Checks exercises in order and stops at the first unsolved one.
  func verify() -> Int32 {
    for exercise in catalog.exercises {
      say(Style.bold(exercise.title))
      if !checkAndShow(exercise) {
        progress.current = exercise.number
        progress.save(to: catalog.root)
        return 1
      }
    }
    say(Style.green("Every exercise is solved. Well done!"))
    return 0
  }

  /// Restores an exercise's original stub from git, after asking.
  func reset(_ exercise: Exercise, confirmed: Bool) -> Int32 {
    if !confirmed {
      say(
        "Reset exercise \(exercise.tag) to its original stub? Your changes in "
          + "\(relative(exercise.sources))/ will be lost. [y/N] ", )
      guard let answer = readLine(), answer.lowercased().hasPrefix("y") else {
        say("Nothing was reset.")
        return 1
      }
    }
    let path = relative(exercise.sources)
    let restored =
      git(["checkout", "HEAD", "--", path]) && git(["clean", "-fdq", "--", path])
    guard restored else {
      say(Style.red("Could not restore \(path) with git; is this a git clone?"))
      return 1
    }
    progress.solved.remove(exercise.number)
    progress.save(to: catalog.root)
    say("Exercise \(exercise.tag) is back to its original stub.")
    return 0
  }

  private func git(_ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = catalog.root
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  // MARK: Watching

  /// Checks the current exercise whenever a file in it changes; reads commands meanwhile.
  func watch() {
    guard var exercise = current else { return say("There are no exercises.") }
    let commands = CommandQueue()
    commands.startReading()
    header(exercise)
    var seen = fingerprint(exercise)
    if checkAndShow(exercise), let following = advance(from: exercise) {
      exercise = following
      seen = fingerprint(exercise)
    }
    say(Style.dim("Watching for saves. Type hint, list, next, check or quit, then Return."))
    while true {
      Thread.sleep(forTimeInterval: 0.5)
      for command in commands.drain() {
        switch command.trimmingCharacters(in: .whitespaces).lowercased() {
        case "q", "quit", "exit": return
        case "h", "hint": hint()
        case "l", "list": list()
        case "n", "next":
          next()
          if let moved = current { exercise = moved }
        case "c", "check", "": seen = ""
        default: say("Commands: hint, list, next, check, quit.")
        }
      }
      let now = fingerprint(exercise)
      if now != seen {
        seen = now
        if checkAndShow(exercise), let following = advance(from: exercise) {
          exercise = following
          seen = fingerprint(exercise)
        }
      }
    }
  }

  private func advance(from exercise: Exercise) -> Exercise? {
    guard let following = catalog.exercises.first(where: { $0.number > exercise.number }) else {
      say(
        Style.green("That was the last exercise. Run `swift run learn verify` to check them all."))
      return nil
    }
    progress.current = following.number
    progress.save(to: catalog.root)
    say("On to the next one.")
    header(following)
    _ = checkAndShow(following)
    return following
  }

  /// The names, sizes and modification times of the exercise's files: changes on save.
  private func fingerprint(_ exercise: Exercise) -> String {
    let files = FileManager.default.enumerator(
      at: exercise.sources, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey])
    var parts: [String] = []
    while let file = files?.nextObject() as? URL {
      let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
      let time = values?.contentModificationDate?.timeIntervalSince1970 ?? 0
      parts.append("\(file.lastPathComponent):\(values?.fileSize ?? 0):\(time)")
    }
    return parts.sorted().joined(separator: "|")
  }
}

/// Lines typed while the runner watches, read on a background thread.
final class CommandQueue: Sendable {
  private let lines = Mutex<[String]>([])

  func startReading() {
    let thread = Thread { [self] in
      while let line = readLine() { lines.withLock { $0.append(line) } }
    }
    thread.start()
  }

  func drain() -> [String] {
    lines.withLock { queued in
      defer { queued.removeAll() }
      return queued
    }
  }
}
