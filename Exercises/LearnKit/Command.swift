// The runner's command line: what each word means, and the errors a mistyped command gets
// (exit status 2, as for any usage error). Docs/exercises.md

/// One thing the learner asked `learn` to do.
package enum Command: Equatable, Sendable {
  /// Watch the current exercise and re-check it on every save (no command, or `watch`).
  case watch
  /// Every exercise, ✔ solved, ▶ current, then "7 of 18 solved".
  case list
  /// The next hint for the current exercise.
  case hint
  /// Move to the next exercise.
  case next
  /// Move to the previous exercise.
  case previous
  /// Make exercise N the current one.
  case go(Int)
  /// Check exercise N once.
  case check(Int)
  /// Restore exercise N's stub as shipped; `confirmed` skips the question.
  case reset(Int, confirmed: Bool)
  /// Show exercise N's reference solution, once it is solved.
  case solution(Int)
  /// Check every exercise in order, stopping at the first unsolved one.
  case verify
  /// Print the specification; or write or check Docs/specification.md.
  case spec(write: Bool, check: Bool)
  /// Maintainers: every stub fails, every solution passes (`strict`: without warnings).
  case verifyExercises(strict: Bool)
  /// The help text.
  case help

  /// A command line `learn` cannot act on; its description is what to print.
  package enum UsageError: Error, Equatable, CustomStringConvertible {
    /// The first word is no command.
    case unknownCommand(String)
    /// The command needs an exercise number and got none, or not a number.
    case missingNumber(command: String)
    /// The number names no exercise.
    case noSuchExercise(Int)

    /// The message for the learner, naming what was wrong and what is allowed.
    package var description: String {
      switch self {
      case .unknownCommand(let word):
        "unknown command '\(word)'; `swift run learn --help` lists the commands"
      case .missingNumber(let command):
        "`\(command)` needs an exercise number, such as `learn \(command) 3`"
      case .noSuchExercise(let number):
        "there is no exercise \(number); `learn list` shows them all"
      }
    }
  }

  /// Reads the arguments after `learn` for a workshop whose exercises have these numbers
  /// (there may be gaps: exercises are numbered by the chapter they belong to).
  ///
  /// - Throws: ``UsageError`` for an unknown command or a missing or unknown number.
  package static func parse(
    _ arguments: [String], exercises numbers: [Int]
  ) throws(UsageError) -> Command {
    guard let word = arguments.first else { return .watch }
    let flags = Set(arguments.dropFirst())
    func number() throws(UsageError) -> Int {
      guard arguments.count >= 2, let number = Int(arguments[1]) else {
        throw .missingNumber(command: word)
      }
      guard numbers.contains(number) else { throw .noSuchExercise(number) }
      return number
    }
    switch word {
    case "watch": return .watch
    case "list": return .list
    case "hint": return .hint
    case "next": return .next
    case "prev", "previous": return .previous
    case "go": return .go(try number())
    case "check": return .check(try number())
    case "reset": return .reset(try number(), confirmed: flags.contains("--yes"))
    case "solution": return .solution(try number())
    case "verify": return .verify
    case "spec": return .spec(write: flags.contains("--write"), check: flags.contains("--check"))
    case "verify-exercises": return .verifyExercises(strict: flags.contains("--warnings-as-errors"))
    case "--help", "-h", "help": return .help
    default: throw .unknownCommand(word)
    }
  }

  /// What `learn --help` prints.
  package static let helpText = """
    learn — work through the DDDWorkshop exercises, one at a time.

    usage: swift run learn [COMMAND]

      (none)       watch the current exercise: re-check on every save; type hint, list,
                   next, prev, go N, check or quit and Return while it watches
      list         every exercise, ✔ solved, ▶ current, and how many are solved
      hint         the next hint for the current exercise (up to 3)
      next         move on to the next exercise
      prev         go back to the previous exercise
      go N         make exercise N the current one
      check N      check exercise N once
      reset N      restore exercise N's original stub (asks first; --yes skips asking)
      solution N   show exercise N's reference solution, once you have solved it
      verify       check every exercise in order; the first unsolved one becomes current
      spec         run the tests and print them as the workshop's specification, ✔ or ✘
                   (--write writes Docs/specification.md; --check fails if it is stale)
      --help       this text

    Progress is kept in .learn-progress.json; two learn processes can run at once (the
    watcher and `learn hint` in another terminal) without losing any. Colours are off when
    NO_COLOR is set or the output is not a terminal. The exercises build as their own
    package, Exercises/Package.swift; learn runs `swift test --package-path Exercises`.
    Maintainers: `learn verify-exercises` checks that every stub fails and every reference
    solution passes (--warnings-as-errors: and that both build without warnings).
    """
}
