// The runner always answers: a test process that crashes gets the runtime's own message as
// its verdict, a command that runs past its deadline is stopped with everything it started,
// and the plural is right. The same verdicts against a real crashing and a real hanging
// exercise: .ci/test-runner-verdicts.sh. Docs/exercises.md

import Foundation
import LearnKit
import TestSupport
import Testing

@Suite("Learn: a verdict for every check")
struct VerdictTests {
  /// What `swift test` printed when an exercise's continuation was resumed twice (the
  /// backtracer off, as the runner runs it).
  static let continuationMisuse = """
    error: Process '…/ExercisesPackageTests.xctest --filter Exercise33Tests' exited with unexpected signal code 4
    ◇ Test run started.
    ◇ Test "a callback that answers is one answer" started.
    ✔ Test "a callback that answers is one answer" passed after 0.001 seconds.
    ◇ Test "a callback that answers twice is answered once" started.
    _Concurrency/CheckedContinuation.swift:169: Fatal error: SWIFT TASK CONTINUATION MISUSE: bridge() tried to resume its continuation more than once, returning 2!
    """

  @Test(
    "a crashed test process is reported with the runtime's message, never as code that does not compile"
  )
  func crashIsNotACompileError() {
    let result = Checker.interpret(status: 1, output: Self.continuationMisuse)
    guard case .crashed(let message, let rule, let location) = result else {
      Issue.record("expected a crash verdict, got \(result)")
      return
    }
    #expect(message.hasPrefix("SWIFT TASK CONTINUATION MISUSE: bridge() tried to resume"))
    #expect(rule == "a callback that answers twice is answered once")
    #expect(location == nil)  // inside the runtime, not the learner's file
  }

  @Test("a failing expectation that explains itself is shown by its sentence, not its expression")
  func sentenceOverExpression() {
    let output = """
      ✘ Test "the use case writes no rule of its own" recorded an issue at Exercise12Tests.swift:94:5: Expectation failed: (ownRules → ["Registration.swift:49: guard …"]).isEmpty → false
      ↳ Registration counts characters or looks users up itself
      ✘ Test "the use case writes no rule of its own" failed after 0.003 seconds with 1 issue.
      """
    let result = Checker.interpret(status: 1, output: output)
    guard case .failing(let failures) = result else {
      Issue.record("expected failing rules, got \(result)")
      return
    }
    #expect(failures.map(\.detail) == ["Registration counts characters or looks users up itself"])
  }

  @Test("a failure names the #expect that failed, never a source comment printed above it")
  func sourceCommentIsNoReason() {
    // Swift Testing prints the comment written above an `#expect` after "↳ ", slashes kept.
    let output = """
      ✘ Test "two full names with the same parts are equal" recorded an issue at Exercise02Tests.swift:22:5: Expectation failed: (typed → FullName(givenName: "철수", familyName: "김")) == (retyped → FullName(givenName: "철수", familyName: "김"))
      ↳ // Then they are one name
      ✘ Test "two full names with the same parts are equal" failed after 0.003 seconds with 1 issue.
      """
    let result = Checker.interpret(status: 1, output: output)
    guard case .failing(let failures) = result else {
      Issue.record("expected failing rules, got \(result)")
      return
    }
    #expect(failures.map(\.rule) == ["two full names with the same parts are equal"])
    let detail = failures.first?.detail ?? ""
    #expect(detail.hasPrefix("Expectation failed: (typed → FullName("))
    #expect(!detail.contains("//"))
  }

  @Test("a long failure detail is cut at the end of a word, never inside one")
  func cutAtAWord() {
    let words = Array(repeating: "familyName", count: 30).joined(separator: " ")
    let output = """
      ✘ Test "a rule" recorded an issue at Exercise01Tests.swift:9:5: Expectation failed: \(words)
      """
    let result = Checker.interpret(status: 1, output: output)
    guard case .failing(let failures) = result, let detail = failures.first?.detail else {
      Issue.record("expected failing rules, got \(result)")
      return
    }
    #expect(detail.count <= 161)
    #expect(detail.hasSuffix("familyName…"))
    #expect(Checker.shortened("one two three", to: 9) == "one two…")
    #expect(Checker.shortened("one two", to: 9) == "one two")
  }

  @Test("a fatal error in the exercise's own code names its file and line")
  func fatalErrorNamesTheLine() {
    let output = """
      ◇ Test "a user keeps its name" started.
      Exercise07/Sources/User.swift:24: Fatal error: Unexpectedly found nil while unwrapping an Optional value
      """
    let result = Checker.interpret(status: 132, output: output)
    guard case .crashed(let message, _, let location) = result else {
      Issue.record("expected a crash verdict, got \(result)")
      return
    }
    #expect(message == "Unexpectedly found nil while unwrapping an Optional value")
    #expect(location == "Exercise07/Sources/User.swift:24")
  }

  @Test("a command past its deadline is stopped, with what it started, and says it timed out")
  func deadlineStopsTheTree() async throws {
    // A duration no other process on the machine uses, to find the grandchild by.
    let seconds = "3000.\(ProcessInfo.processInfo.processIdentifier)"
    // A child that starts a grandchild in a process group of its own, as `swift test` does.
    // The runner's wait blocks its thread, so it runs on one of its own, off the test pool,
    // and is timed there (not counting the wait for the pool to take the test up again).
    let (outcome, took) = await onOwnThread {
      let started = Date()
      let outcome = BoundedProcess.run(
        [
          "sh", "-c",
          "perl -e 'setpgrp(0, 0); exec \"sleep\", \"\(seconds)\"' & echo started; exec sleep 31",
        ],
        in: FileManager.default.temporaryDirectory, environment: ["PATH": "/usr/bin:/bin"],
        seconds: 1)
      return (outcome, Date().timeIntervalSince(started))
    }
    #expect(outcome.timedOut)
    #expect(outcome.output.contains("started"))
    #expect(took < 10)
    let left = await onOwnThread {
      BoundedProcess.run(
        ["sh", "-c", "ps -A -o args= | grep -c '^sleep \(seconds)$' || true"],
        in: FileManager.default.temporaryDirectory, environment: ["PATH": "/usr/bin:/bin"],
        seconds: 10)
    }
    #expect(left.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
  }

  @Test(
    "a check's build and tests run as one command: from its 'Build complete!' line the tests' deadline holds, not the build's"
  )
  func testsDeadlineStartsAfterTheBuild() async throws {
    // A "build" that finishes at once, then "tests" that hang; timed off the pool, as above.
    let (outcome, took) = await onOwnThread {
      let started = Date()
      let outcome = BoundedProcess.run(
        ["sh", "-c", "echo 'Build complete! (0.01s)'; exec sleep 59"],
        in: FileManager.default.temporaryDirectory, environment: ["PATH": "/usr/bin:/bin"],
        seconds: 60, then: SecondPhase(marker: "Build complete!", seconds: 1))
      return (outcome, Date().timeIntervalSince(started))
    }
    #expect(outcome.timedOut)
    #expect(outcome.reachedMarker)
    #expect(took < 20)

    let building = await onOwnThread {
      BoundedProcess.run(
        ["sh", "-c", "echo 'Compiling'; exec sleep 59"],
        in: FileManager.default.temporaryDirectory, environment: ["PATH": "/usr/bin:/bin"],
        seconds: 1, then: SecondPhase(marker: "Build complete!", seconds: 60))
    }
    #expect(building.timedOut)
    #expect(!building.reachedMarker)
  }

  @Test("one rule is one rule: the solved message is not 'all 1 rules'")
  func pluralOfOne() {
    #expect(Message.solved(tag: "01", tests: 1).text(in: .english).contains("its one rule holds"))
    #expect(Message.solved(tag: "01", tests: 3).text(in: .english).contains("all 3 rules hold"))
    #expect(Message.solved(tag: "01", tests: 1).text(in: .korean).contains("하나뿐인 규칙을 지킵니다"))
    #expect(!Message.solved(tag: "01", tests: 1).text(in: .korean).contains("1개를 모두"))
    #expect(Message.solved(tag: "01", tests: 3).text(in: .korean).contains("규칙 3개를 모두 지킵니다"))
  }
}
