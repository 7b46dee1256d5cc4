// For the workshop's maintainers and CI: every stub must fail its tests, every reference
// solution must pass them, and the exercise folders, Package.swift and the READMEs must
// agree. `swift run learn verify-exercises` checks all three.

import Foundation

extension Runner {
  /// Runs the three maintainer checks; returns the exit status.
  func verifyExercises() -> Int32 {
    var problems: [String] = []
    problems += agreementProblems()
    let numbers = catalog.exercises.map(\.number)

    say(Style.bold("Stubs must fail their exercise tests…"))
    let (_, stubOutput) = checker.runTests(
      filter: "Exercise[0-9]+Tests", numbers: numbers, solutions: false)
    let stubSuites = suiteOutcomes(stubOutput)
    for exercise in catalog.exercises {
      switch stubSuites[exercise.number] {
      case "failed": say("  \(exercise.tag) stub fails, as it should")
      case let outcome:
        problems.append("exercise \(exercise.tag): the stub \(outcome ?? "did not run")")
      }
    }

    say(Style.bold("Reference solutions must pass them…"))
    let (status, solutionOutput) = checker.runTests(
      filter: "Exercise[0-9]+Tests", numbers: numbers, solutions: true)
    let solutionSuites = suiteOutcomes(solutionOutput)
    for exercise in catalog.exercises {
      switch solutionSuites[exercise.number] {
      case "passed": say("  \(exercise.tag) solution passes")
      case let outcome:
        problems.append("exercise \(exercise.tag): the solution \(outcome ?? "did not run")")
      }
    }
    if status != 0 && problems.isEmpty {
      problems.append(
        "swift test with the solutions exited \(status):\n" + solutionOutput.suffix(2_000))
    }

    for problem in problems { say(Style.red("✘ \(problem)")) }
    say(
      problems.isEmpty
        ? "exercises: \(catalog.exercises.count) checked, 0 problems"
        : "exercises: \(problems.count) problem(s)")
    return problems.isEmpty ? 0 : 1
  }

  /// "passed", "failed" or "skipped" for each exercise suite in `swift test` output.
  private func suiteOutcomes(_ output: String) -> [Int: String] {
    var outcomes: [Int: String] = [:]
    for line in output.split(separator: "\n") {
      for outcome in ["passed", "failed", "skipped"] {
        guard line.contains("Suite \"Exercise "),
          line.contains("\" \(outcome)") || line.hasSuffix(" \(outcome).")
        else { continue }
        let digits = line.split(separator: "\"")[1].dropFirst("Exercise ".count).prefix(2)
        if let number = Int(digits), outcomes[number] != "failed" { outcomes[number] = outcome }
      }
    }
    return outcomes
  }

  /// Folders, Package.swift, READMEs, hints, solutions and tests must all line up.
  private func agreementProblems() -> [String] {
    var problems: [String] = []
    let manifest =
      (try? String(
        contentsOf: catalog.root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    // Every quoted "NN-name" in the manifest is an exercise folder it declares.
    let declared = manifest.components(separatedBy: "\"").enumerated()
      .filter { $0.offset % 2 == 1 }.map(\.element)
      .filter {
        $0.count > 3 && $0.prefix(2).allSatisfy(\.isNumber) && $0.dropFirst(2).first == "-"
      }
    let folders = catalog.exercises.map(\.folder.lastPathComponent)
    if declared != folders {
      problems.append("Package.swift lists \(declared), the folders are \(folders)")
    }
    for (index, exercise) in catalog.exercises.enumerated() {
      // Numbers increase; a later chapter may start a new block (chapter 10's start at 30).
      if index > 0 ? exercise.number <= catalog.exercises[index - 1].number : exercise.number != 1 {
        problems.append("exercise numbers must start at 1 and increase: \(folders)")
      }
      if !exercise.title.hasPrefix("Exercise \(exercise.tag): ") {
        problems.append(
          "\(exercise.tag)/README.md must start with \"# Exercise \(exercise.tag): …\"")
      }
      if exercise.goal.isEmpty || exercise.points.isEmpty {
        problems.append("\(exercise.tag)/README.md needs **Goal:** and **Teaching points:** lines")
      }
      if !(1...3).contains(exercise.hints.count) {
        problems.append(
          "\(exercise.tag)/hints.md has \(exercise.hints.count) hints; 1 to 3 are wanted")
      }
      for part in ["Sources", "Solution", "Tests"] {
        let folder = exercise.folder.appendingPathComponent(part)
        let swiftFiles =
          (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
          .filter { $0.hasSuffix(".swift") } ?? []
        if swiftFiles.isEmpty { problems.append("\(exercise.tag)/\(part) has no Swift file") }
      }
    }
    say(problems.isEmpty ? "Folders, Package.swift, READMEs and hints agree." : "")
    return problems
  }
}
