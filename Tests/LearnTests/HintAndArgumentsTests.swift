// `hint N` answers for exercise N, `check N` makes N the current exercise, and every command
// refuses a word it does not take, as `go` and `check` refuse a missing number: one line
// naming the command and its usage, status 2. Docs/exercises.md

import Foundation
import LearnKit
import Testing

@Suite("Learn: hint N, check N and the words each command takes")
struct HintAndArgumentsTests {
  @Test("learn hint 2 shows exercise 02's next hint and counts it for 02 alone")
  func hintForTheNamedExercise() async throws {
    let workshop = try Workshop(exercises: 3)
    defer { workshop.remove() }

    let result = try await workshop.learn("hint", "2")

    #expect(result.status == 0)
    #expect(result.output.contains("Hint 1 of 2 for exercise 02"))
    #expect(result.output.contains("first hint of 02"))
    #expect(!result.output.contains("of 01"))
    #expect(workshop.store.load().hintsShown == ["02": 1])
    #expect(workshop.store.load().current == 1)
  }

  @Test("learn check N makes N the current exercise, so a plain hint answers for it")
  func checkMovesTheCurrentExercise() async throws {
    let workshop = try Workshop(exercises: 3)
    defer { workshop.remove() }

    // A stand-in `swift` that fails at once: the check's verdict does not matter here.
    _ = try await workshop.learn("check", "3", locale: ["LEARN_SWIFT": "/bin/false"])
    let hint = try await workshop.learn("hint")

    #expect(workshop.store.load().current == 3)
    #expect(hint.output.contains("first hint of 03"))
  }

  @Test(
    "every command refuses a word it does not take, naming the command and its usage on one line",
    arguments: [
      (["list", "3"], "list", "learn list"),
      (["hint", "one"], "hint", "learn hint [N]"),
      (["hint", "2", "3"], "hint", "learn hint [N]"),
      (["next", "2"], "next", "learn next"),
      (["prev", "now"], "prev", "learn prev"),
      (["go", "2", "3"], "go", "learn go N"),
      (["check", "2", "now"], "check", "learn check N"),
      (["reset", "2", "--force"], "reset", "learn reset N [--yes]"),
      (["solution", "2", "3"], "solution", "learn solution N"),
      (["verify", "2"], "verify", "learn verify"),
      (["spec", "--wrte"], "spec", "learn spec [--write | --check]"),
      (["watch", "2"], "watch", "learn watch"),
      (["verify-shortcuts", "--fast"], "verify-shortcuts", "learn verify-shortcuts"),
    ])
  func strayWordsAreRefused(words: [String], command: String, usage: String) throws {
    let error = try #require(throws: Command.UsageError.self) {
      try Command.parse(words, exercises: [1, 2, 3])
    }
    guard case .unexpectedArgument(command, let argument, let said) = error else {
      Issue.record("expected an unexpected-argument error for \(command), got \(error)")
      return
    }
    #expect(words.contains(argument))
    #expect(said.hasPrefix(usage))
    for language in Language.allCases {
      let text = Message.usage(error).text(in: language)
      #expect(text.contains(command) && text.contains(argument) && text.contains(usage))
      #expect(!text.contains("\n"))
    }
  }

  @Test("a refused word ends learn with status 2, the error and nothing else")
  func strayWordExitsTwo() async throws {
    let workshop = try Workshop(exercises: 3)
    defer { workshop.remove() }

    let result = try await workshop.learn("hint", "36")

    #expect(result.status == 2)
    #expect(result.output == "learn: there is no exercise 36; `learn list` shows them all\n")
    #expect(workshop.store.load().hintsShown.isEmpty)

    let list = try await workshop.learn("list", "everything")
    #expect(list.status == 2)
    #expect(list.output == "learn: `list` does not take 'everything'; usage: `learn list`\n")
  }
}
