// The runner's command line: what each word means, and the errors a mistyped command gets
// (exit status 2, as for any usage error). `--lang` is read before, by `Language.choose`.
// Docs/exercises.md

/// One thing the learner asked `learn` to do.
package enum Command: Equatable, Sendable {
  /// Watch the current exercise and re-check it on every save (no command, or `watch`).
  case watch
  /// Every exercise, ✔ solved, ▶ current, then "7 of 18 solved".
  case list
  /// The next hint for exercise N, or for the current exercise when `nil`.
  case hint(Int?)
  /// Move to the next exercise.
  case next
  /// Move to the previous exercise.
  case previous
  /// Make exercise N the current one.
  case go(Int)
  /// Make exercise N the current one and check it once.
  case check(Int)
  /// Restore exercise N's stub as shipped; `confirmed` skips the question.
  case reset(Int, confirmed: Bool)
  /// Show exercise N's reference solution, once it is solved.
  case solution(Int)
  /// Check every exercise in order, stopping at the first unsolved one.
  case verify
  /// Print the specification; or write or check Docs/specification.md.
  case spec(write: Bool, check: Bool)
  /// Maintainers: check Exercises/checksums.sha256 against the tests, or rewrite it.
  case checksums(write: Bool)
  /// Maintainers: every stub fails, every solution passes (`strict`: without warnings).
  case verifyExercises(strict: Bool)
  /// Maintainers: every shortcut a README forbids fails its check, for the exercises `only`
  /// (all when empty), with the rules `without` switched off (to see the check fail).
  case verifyShortcuts(strict: Bool, only: [Int], without: [String])
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
    /// A word the command does not take, with the command's usage.
    case unexpectedArgument(command: String, argument: String, usage: String)

    /// The words `learn` takes after `--lang` are neither `en` nor `ko`.
    case unknownLanguage(String)

    /// The message for the learner in English, naming what was wrong and what is allowed;
    /// `Message.usage(error).text(in:)` words it in the learner's language.
    package var description: String { Message.usage(self).text(in: .english) }
  }

  /// Reads the arguments after `learn` for a workshop whose exercises have these numbers
  /// (in chapter order; there may be gaps, so a number is checked against them).
  ///
  /// - Throws: ``UsageError`` for an unknown command, a missing or unknown number, or a word
  ///   the command does not take.
  package static func parse(
    _ arguments: [String], exercises numbers: [Int]
  ) throws(UsageError) -> Command {
    guard let word = arguments.first else { return .watch }
    let flags = Set(arguments.dropFirst())
    // `learn spec --help` asks for help, never runs the command it names.
    if !flags.isDisjoint(with: ["--help", "-h"]) { return .help }
    if word == "verify-shortcuts" { return try shortcuts(Array(arguments.dropFirst()), numbers) }
    guard let form = forms[word] else { throw .unknownCommand(word) }
    var rest = Array(arguments.dropFirst())
    var number: Int?
    if form.number != .none {
      if let first = rest.first, let parsed = Int(first) {
        guard numbers.contains(parsed) else { throw .noSuchExercise(parsed) }
        number = parsed
        rest.removeFirst()
      } else if form.number == .required {
        throw .missingNumber(command: word)
      }
    }
    // Every word left is one of the command's flags, or the command refuses the line.
    if let stray = rest.first(where: { !form.flags.contains($0) }) {
      throw .unexpectedArgument(command: word, argument: stray, usage: form.usage)
    }
    let given = Set(rest)
    let exercise = number ?? 0
    switch word {
    case "watch": return .watch
    case "list": return .list
    case "hint": return .hint(number)
    case "next": return .next
    case "prev", "previous": return .previous
    case "go": return .go(exercise)
    case "check": return .check(exercise)
    case "reset": return .reset(exercise, confirmed: given.contains("--yes"))
    case "solution": return .solution(exercise)
    case "verify": return .verify
    case "spec": return .spec(write: given.contains("--write"), check: given.contains("--check"))
    case "checksums": return .checksums(write: given.contains("--write"))
    case "verify-exercises": return .verifyExercises(strict: given.contains("--warnings-as-errors"))
    default: return .help
    }
  }

  /// Whether a command takes an exercise number after its name.
  private enum NumberForm { case none, optional, required }

  /// What each command takes: its number, its flags, and the usage a refusal quotes.
  private static let forms: [String: (number: NumberForm, flags: Set<String>, usage: String)] = [
    "watch": (.none, [], "learn watch"),
    "list": (.none, [], "learn list"),
    "hint": (.optional, [], "learn hint [N]"),
    "next": (.none, [], "learn next"),
    "prev": (.none, [], "learn prev"),
    "previous": (.none, [], "learn previous"),
    "go": (.required, [], "learn go N"),
    "check": (.required, [], "learn check N"),
    "reset": (.required, ["--yes"], "learn reset N [--yes]"),
    "solution": (.required, [], "learn solution N"),
    "verify": (.none, [], "learn verify"),
    "spec": (.none, ["--write", "--check"], "learn spec [--write | --check]"),
    "checksums": (.none, ["--write"], "learn checksums [--write]"),
    "verify-exercises": (
      .none, ["--warnings-as-errors"], "learn verify-exercises [--warnings-as-errors]"
    ),
    "help": (.none, [], "learn --help"),
    "--help": (.none, [], "learn --help"),
    "-h": (.none, [], "learn --help"),
  ]

  /// `verify-shortcuts [--warnings-as-errors] [N …] [--without RULE …]`.
  private static func shortcuts(_ words: [String], _ numbers: [Int]) throws(UsageError)
    -> Command
  {
    var strict = false
    var only: [Int] = []
    var without: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "--warnings-as-errors" {
        strict = true
      } else if word == "--without", index + 1 < words.count {
        without.append(words[index + 1])
        index += 1
      } else if let number = Int(word) {
        guard numbers.contains(number) else { throw .noSuchExercise(number) }
        only.append(number)
      } else {
        throw .unexpectedArgument(
          command: "verify-shortcuts", argument: word,
          usage: "learn verify-shortcuts [--warnings-as-errors] [N …] [--without RULE …]")
      }
      index += 1
    }
    return .verifyShortcuts(strict: strict, only: only, without: without)
  }
}
