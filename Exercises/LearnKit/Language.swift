// The language `learn` speaks: Korean or English. `--lang ko` or `--lang en` decides;
// without the flag the locale does, the way POSIX programs choose their messages: the first
// of LC_ALL, LC_MESSAGES and LANG that is set and not empty names the locale, and a locale
// starting with `ko` means Korean. Docs/exercises.md

/// The language of the runner's messages, exercise READMEs and hints.
package enum Language: String, Equatable, Sendable, CaseIterable {
  /// English: README.md and hints.md.
  case english = "en"
  /// Korean: README.ko.md and hints.ko.md.
  case korean = "ko"

  /// The README file this language's exercises are described in.
  package var readmeName: String { self == .korean ? "README.ko.md" : "README.md" }

  /// The hints file in this language.
  package var hintsName: String { self == .korean ? "hints.ko.md" : "hints.md" }

  /// The word after `## ` that opens each hint in the hints file.
  package var hintHeading: String { self == .korean ? "힌트" : "Hint" }

  /// The word a README writes before the exercise's number in its title: `# Exercise 01: …`.
  package var exerciseWord: String { self == .korean ? "연습" : "Exercise" }

  /// The label of the README's goal line: `**Goal:** …`.
  package var goalLabel: String { self == .korean ? "목표" : "Goal" }

  /// The label of the README's teaching-points line: `**Teaching points:** …`.
  package var pointsLabel: String { self == .korean ? "학습 포인트" : "Teaching points" }

  /// The language a locale name such as `ko_KR.UTF-8` or `en_US` asks for.
  package static func fromLocale(_ locale: String) -> Language {
    locale.lowercased().hasPrefix("ko") ? .korean : .english
  }

  /// The language the environment asks for, by POSIX precedence: LC_ALL, then LC_MESSAGES,
  /// then LANG; the first one set and not empty decides, and English is the default.
  package static func fromEnvironment(_ environment: [String: String]) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty { return fromLocale(value) }
    }
    return .english
  }

  /// Takes `--lang CODE` (or `--lang=CODE`) out of the arguments after `learn` and picks the
  /// language: the flag wins over the environment.
  ///
  /// - Throws: ``Command/UsageError/unknownLanguage(_:)`` when the flag names no language
  ///   the runner speaks, or has no value.
  package static func choose(
    arguments: [String], environment: [String: String]
  ) throws(Command.UsageError) -> (language: Language, arguments: [String]) {
    var language = fromEnvironment(environment)
    var rest: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      var code: String?
      if argument == "--lang" {
        code = index + 1 < arguments.endIndex ? arguments[index + 1] : ""
        index += 1
      } else if argument.hasPrefix("--lang=") {
        code = String(argument.dropFirst("--lang=".count))
      }
      if let code {
        guard let chosen = Language(rawValue: code.lowercased()) else {
          throw .unknownLanguage(code)
        }
        language = chosen
      } else {
        rest.append(argument)
      }
      index += 1
    }
    return (language, rest)
  }
}
