// The runner's messages in English. Docs/exercises.md

extension Message {
  /// The English text.
  var english: String {
    switch self {
    case .notInWorkshop:
      "Run learn inside the DDDWorkshop folder (no Package.swift found above here)."
    case .cannotReadExercises(let error): "Could not read the exercises: \(error)"
    case .usage(let error):
      switch error {
      case .unknownCommand(let word):
        "unknown command '\(word)'; `swift run learn --help` lists the commands"
      case .missingNumber(let command):
        "`\(command)` needs an exercise number, such as `learn \(command) 3`"
      case .noSuchExercise(let number):
        "there is no exercise \(number); `learn list` shows them all"
      case .unexpectedArgument(let command, let argument, let usage):
        "`\(command)` does not take '\(argument)'; usage: `\(usage)`"
      case .unknownLanguage(let code):
        "unknown language '\(code)' after --lang; learn speaks en (English) and ko (Korean)"
      }
    case .goal(let goal): "Goal: \(goal)"
    case .teachingPoints(let points): "Teaching points: \(points)"
    case .editAndRead(let sources, let readme): "Edit \(sources)/ — read \(readme)"
    case .checking(let tag): "Checking exercise \(tag)…"
    case .solved(let tag, let tests):
      tests == 1
        ? "✔ Exercise \(tag) solved: its one rule holds."
        : "✔ Exercise \(tag) solved: all \(tests) rules hold."
    case .compareWithSolution(let number):
      "  Compare with the reference solution: `swift run learn solution \(number)`."
    case .notYet: "✘ Not yet. These rules do not hold:"
    case .stuckAskForHint: "  Stuck? `hint` shows a hint."
    case .doesNotCompile: "✘ The code does not compile yet:"
    case .noTestsRan(let skipped):
      "? No test ran (\(skipped ? "the tests were skipped" : "no test ran")); "
        + "this does not count as solved."
    case .crashed(let message): "✘ The tests crashed: \(message)"
    case .crashedWhile(let rule): "  It happened while checking: \(rule)"
    case .crashedAt(let location): "  At \(location)"
    case .timedOut(let seconds, let command):
      "✘ The tests did not finish within \(seconds) seconds and were stopped (something may "
        + "wait forever). Run them yourself to watch: `\(command)`"
    case .testsChanged(let tag):
      "✘ Exercise \(tag)'s tests, or a file they rely on, are not as the workshop shipped "
        + "them, so passing them does not count as solved (and the solution stays closed):"
    case .testFileChange(.changed(let path)): "\(path) was changed"
    case .testFileChange(.missing(let path)): "\(path) is missing"
    case .testFileChange(.added(let path)): "\(path) was added; remove it"
    case .restoreTests(let command): "  Put them back with: \(command)"
    case .lastExercise: "That was the last exercise."
    case .firstExercise: "This is the first exercise."
    case .summary(let solved, let total): "\(solved) of \(total) solved"
    case .noHints(let tag): "Exercise \(tag) has no hints."
    case .hintHeading(let shown, let total, let tag):
      "Hint \(shown) of \(total) for exercise \(tag):"
    case .solvedAlready: "Solved already."
    case .notSolvedYet: "Not solved yet. Save a file, or `check`, to check it."
    case .nowCurrent(let tag): "The current exercise is now \(tag), the first unsolved one."
    case .allSolved: "Every exercise is solved. Well done!"
    case .resetQuestion(let tag, let sources):
      "Reset exercise \(tag) to its original stub? Your changes in \(sources)/ will be lost. [y/N] "
    case .nothingReset: "Nothing was reset."
    case .resetFailed(.noPristineCopy(let tag, let path)):
      "exercise \(tag) has no pristine copy at \(path)"
    case .resetFailed(.couldNotRestore(let path, let error)): "could not restore \(path): \(error)"
    case .resetDone(let tag): "Exercise \(tag) is back to its original stub."
    case .solveFirst(let tag, let number):
      "Solve exercise \(tag) first: its solution opens once its tests pass "
        + "(`swift run learn check \(number)`)."
    case .solutionHeading(let tag, let folder):
      "The reference solution of exercise \(tag), in \(folder)/:"
    case .progressNotCarriedOver(let numbers):
      "The exercises were renumbered in chapter order and your progress moved with them, "
        + "except for exercise \(numbers.map(String.init).joined(separator: ", ")), "
        + "which no longer exists."
    case .noExercises: "There are no exercises."
    case .onToNext: "On to the next one."
    case .goNeedsNumber: "Type go and an exercise's number, such as go 15; `list` shows them all."
    case .unknownWatchCommand(let words):
      "unknown command '\(words)'. Commands: hint [N], list, next, prev, go N, check, quit."
    case .status(let tag, let solved, let total, let time):
      "Exercise \(tag) · \(solved)/\(total) solved · last check \(time)"
    case .watching:
      "Watching for saves. Type hint, list, next, prev, go N, check or quit, then Return."
    case .runningTests: "Running swift test…"
    case .listingTests: "Running swift test list…"
    case .specProgress(let seconds, let step?, _, 0, _): "  … \(seconds) s: building \(step)"
    case .specProgress(let seconds, _, _, 0, _): "  … \(seconds) s: starting"
    case .specProgress(let seconds, _, let finished, let total, let failed):
      "  … \(seconds) s: \(finished) of \(total) tests finished"
        + (failed == 0 ? "" : ", \(failed) failed")
    case .couldNotRunTests(let error): "could not run swift test: \(error)"
    case .noEventStream: "swift test wrote no event stream (does the package build?)"
    case .pointWithoutRule(let id, let chapter):
      "✘ \(id) is taught in chapter \(chapter), but no suite of the specification names it"
    case .specStale(let file): "\(file) is stale: run `swift run learn spec --write`."
    case .specMatches(let file): "\(file) matches the tests."
    case .wroteSpec(let file): "wrote \(file)"
    case .couldNotWrite(let file, let error): "could not write \(file): \(error)"
    case .specSummary(let passed, let failed): "spec: \(passed) passed, \(failed) failed"
    case .help: Self.englishHelp
    }
  }

  /// What `learn --help` prints in English.
  static let englishHelp = """
    learn — work through the DDDWorkshop exercises, one at a time.

    usage: swift run learn [COMMAND] [--lang en|ko]

      (none)       watch the current exercise: re-check on every save; type hint, list,
                   next, prev, go N, check or quit and Return while it watches
      list         every exercise, ✔ solved, ▶ current, and how many are solved
      hint [N]     the next hint for exercise N, or for the current one (up to 3)
      next         move on to the next exercise
      prev         go back to the previous exercise
      go N         make exercise N the current one
      check N      make exercise N the current one and check it once
      reset N      restore exercise N's original stub (asks first; --yes skips asking)
      solution N   show exercise N's reference solution, once you have solved it
      verify       check every exercise in order; the first unsolved one becomes current
      spec         run the tests and print them as the workshop's specification, ✔ or ✘
                   (--write writes Docs/specification.md and Docs/ko/specification.md;
                   --check fails if either is stale)
      --help       this text
      --lang ko    speak Korean (한국어); --lang en speaks English. Without it, learn
                   speaks Korean when LC_ALL, else LC_MESSAGES, else LANG starts with ko.

    Progress is kept in .learn-progress.json; two learn processes can run at once (the
    watcher and `learn hint` in another terminal) without losing any. Colours are off when
    NO_COLOR is set or the output is not a terminal. The exercises build as their own
    package, Exercises/Package.swift; learn runs `swift test --package-path Exercises`.
    Maintainers: `learn verify-exercises` checks that every stub fails and every reference
    solution passes (--warnings-as-errors: and that both build without warnings);
    `learn verify-shortcuts [N …]` that every shortcut a README forbids fails its check.
    """
}
