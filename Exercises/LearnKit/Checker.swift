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
}

/// Runs exercise tests through `swift test` in the exercise package, Exercises/.
package struct Checker: Sendable {
  /// The workshop's root folder.
  package let root: URL

  /// The exercise package: its own Package.swift, which depends on the workshop by path.
  var package: URL { root.appendingPathComponent("Exercises") }

  /// Runs `swift test` in the exercise package for the test targets matching `filter`,
  /// against the reference solutions when `solutions` is set, passing `flags` on (such as
  /// `-Xswiftc -warnings-as-errors`); returns the exit status and the whole output.
  ///
  /// Stubs build in Exercises/.build; solutions in Exercises/.build-solutions, so checking
  /// the solutions never throws away the learner's build.
  package func runTests(filter: String, solutions: Bool, flags: [String] = []) -> (Int32, String) {
    var arguments = ["swift", "test", "--package-path", package.path, "--filter", filter]
    if solutions {
      arguments += [
        "--traits", "ReferenceSolutions",
        "--scratch-path", package.appendingPathComponent(".build-solutions").path,
      ]
    }
    arguments += flags
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = root
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return (127, "could not start swift: \(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Checks one exercise.
  package func check(_ exercise: Exercise, solutions: Bool = false) -> CheckResult {
    let (status, output) = runTests(filter: exercise.testTarget, solutions: solutions)
    return Self.interpret(status: status, output: output)
  }

  /// Reads `swift test` output into a result.
  package static func interpret(status: Int32, output: String) -> CheckResult {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let compileErrors = lines.filter { $0.contains(": error: ") }
    let passed = lines.filter { $0.hasPrefix("✔ Test \"") && $0.contains("\" passed") }.count
    let skipped = lines.contains { $0.hasSuffix(" skipped.") }
    var failures: [(rule: String, detail: String, line: Int)] = []
    for line in lines where line.hasPrefix("✘ Test \"") && line.contains("\" recorded an issue") {
      let afterName = line.dropFirst("✘ Test \"".count)
      guard let end = afterName.range(of: "\" recorded an issue") else { continue }
      let rule = String(afterName[..<end.lowerBound])
      let parts = afterName[end.upperBound...].split(separator: ": ", maxSplits: 1)
      // " at Exercise01Tests.swift:24:4": the test's line, to list rules in file order.
      let location = parts.first?.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 0
      var detail = parts.dropFirst().first.map(String.init) ?? ""
      if detail.count > 160 { detail = String(detail.prefix(160)) + "…" }
      if !failures.contains(where: { $0.rule == rule }) {
        failures.append((rule, detail, location))
      }
    }
    if !failures.isEmpty {
      return .failing(failures.sorted { $0.line < $1.line }.map { ($0.rule, $0.detail) })
    }
    if !compileErrors.isEmpty && passed == 0 { return .doesNotBuild(compileErrors) }
    if status == 0 && passed > 0 && !skipped { return .solved(tests: passed) }
    if skipped { return .noTestsRan(skipped: true) }
    if status != 0 { return .doesNotBuild(Array(lines.suffix(15))) }
    return .noTestsRan(skipped: false)
  }
}
