// Everything `learn` says to a learner, in one catalogue: each message is a case, and each
// language is one exhaustive switch over them (Message+English.swift, Message+Korean.swift),
// so a message without its Korean text does not compile. Docs/exercises.md

/// One thing the runner says, with the values it names; `text(in:)` words it.
package enum Message: Sendable {
  /// `learn` ran outside the workshop.
  case notInWorkshop
  /// The exercise folders could not be read.
  case cannotReadExercises(String)
  /// A command line the runner cannot act on.
  case usage(Command.UsageError)
  /// The exercise's goal, from its README.
  case goal(String)
  /// The exercise's teaching points, from its README.
  case teachingPoints(String)
  /// Where the learner edits, and the README to read.
  case editAndRead(sources: String, readme: String)
  /// A check is starting.
  case checking(tag: String)
  /// Every test of the exercise passed.
  case solved(tag: String, tests: Int)
  /// How to see the reference solution.
  case compareWithSolution(number: Int)
  /// Some rules do not hold yet; they follow.
  case notYet
  /// Where to get help.
  case stuckAskForHint
  /// The stub does not compile; the compiler's errors follow.
  case doesNotCompile
  /// No test ran, so the exercise is not solved.
  case noTestsRan(skipped: Bool)
  /// The test process crashed; the runtime's message follows.
  case crashed(message: String)
  /// Which rule's test was running when the process crashed.
  case crashedWhile(rule: String)
  /// Where in the exercise the crash happened.
  case crashedAt(location: String)
  /// The tests ran past their time and were stopped; how to run them by hand.
  case timedOut(seconds: Int, command: String)
  /// The exercise's tests (or the files they rely on) are not as shipped.
  case testsChanged(tag: String)
  /// One file that is not as shipped.
  case testFileChange(TestFileChange)
  /// How to put the shipped tests back.
  case restoreTests(command: String)
  /// `next` past the last exercise.
  case lastExercise
  /// `prev` before the first exercise.
  case firstExercise
  /// The last line of `learn list`.
  case summary(solved: Int, total: Int)
  /// The exercise has no hints file, or an empty one.
  case noHints(tag: String)
  /// The line above a hint.
  case hintHeading(shown: Int, total: Int, tag: String)
  /// The exercise moved to is solved.
  case solvedAlready
  /// The exercise moved to is not solved.
  case notSolvedYet
  /// `verify` made the first unsolved exercise current.
  case nowCurrent(tag: String)
  /// `verify` found every exercise solved.
  case allSolved
  /// `reset` asks before undoing the learner's work.
  case resetQuestion(tag: String, sources: String)
  /// The learner said no to a reset.
  case nothingReset
  /// A reset that could not be done.
  case resetFailed(ExerciseFiles.ResetError)
  /// A reset done.
  case resetDone(tag: String)
  /// The solution stays closed until the exercise is solved.
  case solveFirst(tag: String, number: Int)
  /// The line above a reference solution's files.
  case solutionHeading(tag: String, folder: String)
  /// A progress file from an older numbering named exercises that no longer exist.
  case progressNotCarriedOver(numbers: [Int])
  /// The workshop has no exercises.
  case noExercises
  /// The watcher moves on after a solve.
  case onToNext
  /// `go` typed in the watcher without a valid number.
  case goNeedsNumber
  /// A word the watcher does not know.
  case unknownWatchCommand(String)
  /// The watcher's status line.
  case status(tag: String, solved: Int, total: Int, time: String)
  /// The watcher's prompt.
  case watching
  /// `learn spec` runs the tests.
  case runningTests
  /// `learn spec --write` or `--check` lists the tests without running them.
  case listingTests
  /// How far `learn spec`'s `swift test` got: the build's step, or the tests finished.
  case specProgress(seconds: Int, buildStep: String?, finished: Int, total: Int, failed: Int)
  /// `swift test` could not start.
  case couldNotRunTests(String)
  /// `swift test` wrote no event stream.
  case noEventStream
  /// A generated specification page differs from the tests.
  case specStale(file: String)
  /// A teaching point a chapter names that no suite of the specification states.
  case pointWithoutRule(id: String, chapter: Int)
  /// A generated specification page matches the tests.
  case specMatches(file: String)
  /// A specification page was written.
  case wroteSpec(file: String)
  /// A file could not be written.
  case couldNotWrite(file: String, error: String)
  /// The last line of `learn spec`.
  case specSummary(passed: Int, failed: Int)
  /// What `learn --help` prints.
  case help

  /// The message worded in `language`.
  package func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .korean: korean
    }
  }

  /// One message of each kind, for the tests that every message is worded in both languages.
  package static let samples: [Message] = [
    .notInWorkshop, .cannotReadExercises("e"), .usage(.unknownCommand("x")),
    .usage(.missingNumber(command: "go")), .usage(.noSuchExercise(99)),
    .usage(.unknownLanguage("fr")),
    .usage(.unexpectedArgument(command: "list", argument: "3", usage: "learn list")), .goal("g"),
    .teachingPoints("VO-1"),
    .editAndRead(sources: "s", readme: "r"), .checking(tag: "01"), .solved(tag: "01", tests: 3),
    .compareWithSolution(number: 1), .notYet, .stuckAskForHint, .doesNotCompile,
    .noTestsRan(skipped: true), .noTestsRan(skipped: false), .crashed(message: "m"),
    .crashedWhile(rule: "r"), .crashedAt(location: "l"), .timedOut(seconds: 1, command: "c"),
    .testsChanged(tag: "01"), .testFileChange(.changed("p")), .testFileChange(.missing("p")),
    .testFileChange(.added("p")), .restoreTests(command: "c"), .lastExercise, .firstExercise,
    .summary(solved: 1, total: 2), .noHints(tag: "01"), .hintHeading(shown: 1, total: 2, tag: "01"),
    .solvedAlready, .notSolvedYet, .nowCurrent(tag: "01"), .allSolved,
    .resetQuestion(tag: "01", sources: "s"), .nothingReset,
    .resetFailed(.noPristineCopy(tag: "01", path: "p")),
    .resetFailed(.couldNotRestore(path: "p", error: "e")), .resetDone(tag: "01"),
    .solveFirst(tag: "01", number: 1), .solutionHeading(tag: "01", folder: "f"),
    .progressNotCarriedOver(numbers: [60, 61]), .noExercises,
    .onToNext, .goNeedsNumber, .unknownWatchCommand("x"),
    .status(tag: "01", solved: 1, total: 2, time: "12:00:00"), .watching, .runningTests,
    .listingTests,
    .specProgress(seconds: 5, buildStep: "[1/2]", finished: 0, total: 0, failed: 0),
    .specProgress(seconds: 5, buildStep: nil, finished: 0, total: 0, failed: 0),
    .specProgress(seconds: 9, buildStep: nil, finished: 3, total: 9, failed: 1),
    .couldNotRunTests("e"), .noEventStream, .specStale(file: "f"), .specMatches(file: "f"),
    .pointWithoutRule(id: "IN-9", chapter: 8),
    .wroteSpec(file: "f"), .couldNotWrite(file: "f", error: "e"),
    .specSummary(passed: 1, failed: 0), .help,
  ]
}
