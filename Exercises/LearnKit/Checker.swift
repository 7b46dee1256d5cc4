// Checking an exercise: run its tests with `swift test` in the exercise package and read
// what they said. A test's display name is the rule it checks, so a failing test is shown
// as a rule not yet kept.

import Foundation

/// What running an exercise's tests found.
package enum CheckResult {
  /// Every test ran and passed.
  case solved(tests: Int)
  /// Some rules are not kept yet: (rule, what went wrong).
  case failing([(rule: String, detail: String)])
  /// The code does not compile: the compiler's errors.
  case doesNotBuild([String])
  /// No test ran (skipped, filtered out, or none written): never counts as solved.
  case noTestsRan(skipped: Bool)
  /// The test process crashed: the runtime's own message, the rule whose test was running
  /// and, when the message names one, the exercise file and line.
  case crashed(message: String, rule: String?, location: String?)
  /// The tests did not finish within `seconds`; `command` reruns them by hand.
  case timedOut(seconds: Int, command: String)
}

/// Runs exercise tests through `swift test` in the exercise package, Exercises/.
package struct Checker: Sendable {
  /// The workshop's root folder.
  package let root: URL

  /// The exercise package: its own Package.swift, which depends on the workshop by path.
  var package: URL { root.appendingPathComponent("Exercises") }

  /// How long the tests of one exercise may run once built, in seconds: 120, or the
  /// number in the environment variable `LEARN_TEST_TIMEOUT`.
  package var testTimeout: Double {
    ProcessInfo.processInfo.environment["LEARN_TEST_TIMEOUT"].flatMap(Double.init) ?? 120
  }

  /// How long a build of the exercise package may take, in seconds: a first build compiles
  /// the whole workshop, so 30 minutes, or `LEARN_BUILD_TIMEOUT`.
  package var buildTimeout: Double {
    ProcessInfo.processInfo.environment["LEARN_BUILD_TIMEOUT"].flatMap(Double.init) ?? 1_800
  }

  /// The `swift` the runner calls: `swift` on PATH, or `LEARN_SWIFT` (the runner's tests
  /// put a stand-in there).
  var swift: String { ProcessInfo.processInfo.environment["LEARN_SWIFT"] ?? "swift" }

  /// Runs `swift test` in the exercise package for the test targets matching `filter`,
  /// against the reference solutions when `solutions` is set, passing `flags` on (such as
  /// `-Xswiftc -warnings-as-errors`); returns the exit status and the whole output.
  ///
  /// This is the maintainers' run, so stubs and solutions alike build in
  /// Exercises/.build-solutions: the learner's build in Exercises/.build is never thrown
  /// away, and switching between stubs and solutions there recompiles only the exercise
  /// targets, never the workshop's modules.
  package func runTests(filter: String, solutions: Bool, flags: [String] = []) -> (Int32, String) {
    var arguments = packageArguments(solutions: solutions)
    if !solutions { arguments += ["--scratch-path", solutionsScratch] }
    let outcome = run(
      ["test"] + arguments + ["--filter", filter] + flags,
      seconds: buildTimeout)
    return (outcome.status, outcome.output)
  }

  /// Checks one exercise: builds it, then runs its tests with a deadline, so a test that
  /// crashes or hangs gets a verdict too.
  ///
  /// The exercise package is told which exercise is checked (`LEARN_EXERCISE`) and then
  /// declares that exercise alone: a check compiles its stub, solution and tests and the
  /// workshop modules they import, not every exercise's. Building and testing are one
  /// `swift test`, which loads the package once instead of twice: the build has
  /// `buildTimeout`, and from its "Build complete!" line the tests have `testTimeout`. The
  /// exercises hold no XCTest test, so the test binary runs once, for Swift Testing. (The
  /// index store stays: on Linux, `swift test` finds the tests through it.)
  package func check(_ exercise: Exercise, solutions: Bool = false) -> CheckResult {
    let alone = ["LEARN_EXERCISE": exercise.tag]
    let arguments =
      ["test"] + packageArguments(solutions: solutions)
      + ["--disable-xctest", "--filter", exercise.testTarget] + Self.sharedBuildFlags
    let test = run(
      arguments, environment: alone, seconds: buildTimeout,
      then: SecondPhase(marker: Self.buildComplete, seconds: testTimeout))
    if test.timedOut {
      return test.reachedMarker
        ? .timedOut(
          seconds: Int(testTimeout),
          command: "swift test \(packageFlag) --filter \(exercise.testTarget)")
        : .timedOut(
          seconds: Int(buildTimeout), command: "swift build --build-tests \(packageFlag)")
    }
    return Self.interpret(status: test.status, output: test.output)
  }

  /// What a learner's check adds to `swift test`, so a first check does not compile again
  /// what the workshop's own build compiled.
  ///
  /// The system's C modules (Glibc, Foundation's C parts and the like, about 5 s of a first
  /// check's 17) come from the module cache of the build folder `learn` itself was built
  /// in, and the index leaves out the system's modules in every target, the test runner
  /// SwiftPM writes included (the manifest can say so only for the targets it declares:
  /// another 5 s). Both are the same on every check, so no check builds again for a
  /// changed flag (Docs/performance.md).
  static var sharedBuildFlags: [String] {
    var flags = ["-Xswiftc", "-index-ignore-system-modules"]
    if let folder = Bundle.main.executableURL?.deletingLastPathComponent() {
      let cache = folder.appendingPathComponent("ModuleCache")
      if FileManager.default.fileExists(atPath: cache.path) {
        flags += ["-Xswiftc", "-module-cache-path", "-Xswiftc", cache.path]
      }
    }
    return flags
  }

  /// What `swift test` prints once the build is done and the tests are about to run.
  static let buildComplete = "Build complete!"

  /// Where a learner's own command points: the exercise package, from the workshop's root.
  private var packageFlag: String { "--package-path Exercises" }

  /// The arguments that point `swift build` or `swift test` at the exercise package: the
  /// stubs in Exercises/.build, or the solutions (`ReferenceSolutions`) in
  /// Exercises/.build-solutions.
  package func packageArguments(solutions: Bool) -> [String] {
    var arguments = ["--package-path", package.path]
    if solutions {
      arguments += ["--traits", "ReferenceSolutions", "--scratch-path", solutionsScratch]
    }
    return arguments
  }

  /// Exercises/.build-solutions, where the maintainers' builds go.
  private var solutionsScratch: String {
    package.appendingPathComponent(".build-solutions").path
  }

  /// Runs `swift` with `arguments` from the workshop's root, without colours and without
  /// the backtracer (which can sit on a crashed process for minutes), with `extra` added to
  /// the environment; past `seconds` it is stopped with everything it started.
  package func run(
    _ arguments: [String], environment extra: [String: String] = [:], seconds: Double,
    then secondPhase: SecondPhase? = nil
  ) -> ProcessOutcome {
    var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    environment["NO_COLOR"] = "1"
    environment["SWIFT_BACKTRACE"] = "enable=no"
    return BoundedProcess.run(
      [swift] + arguments, in: root, environment: environment, seconds: seconds,
      then: secondPhase)
  }

  /// Reads `swift test` output into a result.
  package static func interpret(status: Int32, output: String) -> CheckResult {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let compileErrors = lines.filter { $0.contains(": error: ") }
    let passed = lines.filter { $0.hasPrefix("✔ Test \"") && $0.contains("\" passed") }.count
    let skipped = lines.contains { $0.hasSuffix(" skipped.") }
    var failures: [(rule: String, detail: String, line: Int)] = []
    for (index, line) in lines.enumerated()
    where line.hasPrefix("✘ Test \"") && line.contains("\" recorded an issue") {
      let afterName = line.dropFirst("✘ Test \"".count)
      guard let end = afterName.range(of: "\" recorded an issue") else { continue }
      let rule = String(afterName[..<end.lowerBound])
      let parts = afterName[end.upperBound...].split(separator: ": ", maxSplits: 1)
      // " at Exercise01Tests.swift:24:4": the test's line, to list rules in file order.
      let location = parts.first?.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 0
      var detail = parts.dropFirst().first.map(String.init) ?? ""
      // A test that explains its expectation (`#expect(…, "a sentence")`) says so below, after
      // "↳ ": the sentence, not the expression, is what a learner reads. A source comment
      // above the `#expect` (`// Then they are one name`) is printed there too, with its
      // slashes: it tells a story, not what failed, so the expression stays.
      var below = index + 1
      while below < lines.count, lines[below].hasPrefix("↳ ") {
        let comment = lines[below].dropFirst(2)
        if !["//", "/*"].contains(where: comment.hasPrefix) {
          detail = String(comment)
          break
        }
        below += 1
      }
      detail = shortened(detail, to: 160)
      if !failures.contains(where: { $0.rule == rule }) {
        failures.append((rule, detail, location))
      }
    }
    if let crash = crash(in: lines) { return crash }
    if !failures.isEmpty {
      return .failing(failures.sorted { $0.line < $1.line }.map { ($0.rule, $0.detail) })
    }
    if !compileErrors.isEmpty && passed == 0 { return .doesNotBuild(compileErrors) }
    if status == 0 && passed > 0 && !skipped { return .solved(tests: passed) }
    if skipped { return .noTestsRan(skipped: true) }
    if status != 0 { return .doesNotBuild(Array(lines.suffix(15))) }
    return .noTestsRan(skipped: false)
  }

  /// `text` cut to at most `limit` characters at the last space before the limit, with "…"
  /// when anything was cut: a learner reads whole words.
  package static func shortened(_ text: String, to limit: Int) -> String {
    guard text.count > limit else { return text }
    var kept = text.prefix(limit)
    // A cut that falls inside a word goes back to the space before it, unless the word is
    // most of the line (a long path), which is then cut where it stands.
    if let after = text.dropFirst(limit).first, !after.isWhitespace,
      let space = kept.lastIndex(where: \.isWhitespace),
      kept.distance(from: kept.startIndex, to: space) > limit / 2
    {
      kept = kept[..<space]
    }
    return kept.trimmingCharacters(in: .whitespaces) + "…"
  }

  /// A crash in `swift test` output: the runtime's "Fatal error" line, or the test process
  /// ended by a signal, with the test that was running when it happened.
  static func crash(in lines: [String]) -> CheckResult? {
    let fatal = lines.first { $0.contains("Fatal error: ") }
    let signalled = lines.first { $0.contains("exited with unexpected signal code") }
    guard fatal != nil || signalled != nil else { return nil }
    var message = "the test process was ended by a signal"
    var location: String?
    if let fatal, let range = fatal.range(of: "Fatal error: ") {
      message = String(fatal[range.upperBound...])
      // "Exercise33/Sources/Bridge.swift:24: Fatal error: …" names the learner's line; a
      // path inside the runtime (_Concurrency/…) does not.
      let place = fatal[..<range.lowerBound].trimmingCharacters(in: .init(charactersIn: ": "))
      if place.hasSuffix(".swift") || place.contains(".swift:"), !place.hasPrefix("_") {
        location = place
      }
    } else if let signalled, let range = signalled.range(of: "signal code ") {
      message += " (\(signalled[range.upperBound...].prefix(3)))"
    }
    message = shortened(message, to: 300)
    return .crashed(message: message, rule: runningTest(in: lines), location: location)
  }

  /// The test that started and never finished: the one running when the process died.
  private static func runningTest(in lines: [String]) -> String? {
    var running: [String] = []
    for line in lines {
      guard
        line.hasPrefix("◇ Test \"") || line.hasPrefix("✔ Test \"")
          || line.hasPrefix("✘ Test \"")
      else { continue }
      let afterName = line.dropFirst("◇ Test \"".count)
      guard let end = afterName.range(of: "\" ") else { continue }
      let name = String(afterName[..<end.lowerBound])
      if line.hasPrefix("◇") && line.hasSuffix(" started.") {
        running.append(name)
      } else if line.hasPrefix("✔") || line.contains(" failed after ") {
        running.removeAll { $0 == name }
      }
    }
    return running.last
  }
}
