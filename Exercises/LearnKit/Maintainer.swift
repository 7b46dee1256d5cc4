// For the workshop's maintainers and CI: every stub must fail its tests, every reference
// solution must pass them, and the exercise folders, Exercises/Package.swift and the
// READMEs and hints (English and Korean, Maintainer+Korean.swift) must agree. `swift run learn verify-exercises` checks all three; with
// `--warnings-as-errors` both builds of the exercise package must also be free of warnings.

import Foundation

extension Runner {
  /// Runs the three maintainer checks, compiling with `flags`; returns the exit status.
  package func verifyExercises(flags: [String] = []) -> Int32 {
    var problems: [String] = []
    problems += agreementProblems()

    say(Style.bold("Stubs must fail their exercise tests…"))
    let (_, stubOutput) = checker.runTests(
      filter: "Exercise[0-9]+Tests", solutions: false, flags: flags)
    problems += compileErrors(stubOutput, building: "the stubs")
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
      filter: "Exercise[0-9]+Tests", solutions: true, flags: flags)
    problems += compileErrors(solutionOutput, building: "the solutions")
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
        : "exercises: \(problems.count) \(problems.count == 1 ? "problem" : "problems")")
    return problems.isEmpty ? 0 : 1
  }

  /// The compiler's errors (warnings too, under `-warnings-as-errors`) in `swift test`
  /// output, as one problem: a stub must fail its tests, not fail to build.
  private func compileErrors(_ output: String, building what: String) -> [String] {
    let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
    guard !errors.isEmpty else { return [] }
    return ["building \(what) failed:\n" + errors.prefix(20).joined(separator: "\n")]
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

  /// Checks Exercises/checksums.sha256 against the exercises' tests, or rewrites it.
  package func checksums(write: Bool) -> Int32 {
    let fingerprints = TestFingerprints(root: catalog.root)
    let manifest = fingerprints.manifest(for: catalog.exercises)
    let url = catalog.root.appendingPathComponent(TestFingerprints.manifestPath)
    if write {
      do {
        try manifest.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        say(Style.red("✘ could not write \(TestFingerprints.manifestPath): \(error)"))
        return 2
      }
      say("wrote \(TestFingerprints.manifestPath)")
      return 0
    }
    let problems = checksumProblems(expected: manifest)
    for problem in problems { say(Style.red("✘ \(problem)")) }
    if problems.isEmpty { say("\(TestFingerprints.manifestPath) matches the exercises' tests") }
    return problems.isEmpty ? 0 : 1
  }

  /// The manifest differs from the tests: a maintainer changed a test and did not record it.
  private func checksumProblems(expected: String) -> [String] {
    let url = catalog.root.appendingPathComponent(TestFingerprints.manifestPath)
    let recorded = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    guard recorded != expected else { return [] }
    return [
      "\(TestFingerprints.manifestPath) does not match the exercises' tests: run "
        + "`swift run learn checksums --write` after changing a test, and commit it"
    ]
  }

  /// Folders, Exercises/Package.swift, READMEs, hints, solutions, tests and the pristine
  /// copies of the stubs must all line up.
  private func agreementProblems() -> [String] {
    var problems: [String] = []
    problems += checksumProblems(
      expected: TestFingerprints(root: catalog.root).manifest(for: catalog.exercises))
    let manifest =
      (try? String(
        contentsOf: checker.package.appendingPathComponent("Package.swift"), encoding: .utf8))
      ?? ""
    // Every quoted "NN-name" in the manifest is an exercise folder it declares.
    let declared = manifest.components(separatedBy: "\"").enumerated()
      .filter { $0.offset % 2 == 1 }.map(\.element)
      .filter {
        $0.count > 3 && $0.prefix(2).allSatisfy(\.isNumber) && $0.dropFirst(2).first == "-"
      }
    let folders = catalog.exercises.map(\.folder.lastPathComponent)
    if declared != folders {
      problems.append("Exercises/Package.swift lists \(declared), the folders are \(folders)")
    }
    for (index, exercise) in catalog.exercises.enumerated() {
      // Numbers follow the chapters (ExerciseOrderTests) and never repeat.
      if index > 0 && catalog.exercises[index - 1].number == exercise.number {
        problems.append("two exercise folders share the number \(exercise.tag): \(folders)")
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
      let parts = [
        exercise.sources, exercise.folder.appendingPathComponent("Tests"), exercise.solution,
      ]
      for folder in parts where ExerciseFiles.swiftFiles(in: folder).isEmpty {
        problems.append("\(relative(folder)) has no Swift file")
      }
      // `learn reset` copies .pristine/ back over Sources/: the two must not drift.
      if !ExerciseFiles.haveSameFiles(exercise.sources, exercise.pristine) {
        problems.append(
          "\(relative(exercise.pristine))/ differs from \(relative(exercise.sources))/: "
            + "copy the stub there (`cp -R Sources/. .pristine/`) so `learn reset` restores it")
      }
      if FileManager.default.fileExists(
        atPath: exercise.folder.appendingPathComponent("Solution").path)
      {
        problems.append(
          "\(exercise.tag)/Solution/ sits beside the stub: "
            + "move it to \(relative(exercise.solution))/")
      }
    }
    // Every exercise writes down the shortcuts its README forbids (verify-shortcuts runs them).
    for exercise in catalog.exercises { problems += readShortcuts(of: exercise).1 }
    problems += koreanProblems()
    say(
      problems.isEmpty
        ? "Folders, Exercises/Package.swift, READMEs and hints (English and Korean) agree." : "")
    return problems
  }
}
