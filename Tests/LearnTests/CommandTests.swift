// The runner's command line: each word, the numbers it takes, and the usage errors, which
// exit 2. Docs/exercises.md

import LearnKit
import Testing

private let eighteen = Array(1...18)

@Suite("Learn: the command line")
struct CommandTests {
  @Test("no command watches; go, check, reset and solution take an exercise number")
  func commandsParse() async throws {
    #expect(try Command.parse([], exercises: eighteen) == .watch)
    #expect(try Command.parse(["go", "15"], exercises: eighteen) == .go(15))
    #expect(try Command.parse(["prev"], exercises: eighteen) == .previous)
    #expect(try Command.parse(["check", "3"], exercises: eighteen) == .check(3))
    #expect(
      try Command.parse(["reset", "3", "--yes"], exercises: eighteen) == .reset(3, confirmed: true))
    #expect(try Command.parse(["solution", "1"], exercises: eighteen) == .solution(1))
    #expect(
      try Command.parse(["spec", "--check"], exercises: eighteen)
        == .spec(write: false, check: true))
    #expect(
      try Command.parse(
        ["verify-shortcuts", "--warnings-as-errors", "3", "--without", "a rule"],
        exercises: eighteen) == .verifyShortcuts(strict: true, only: [3], without: ["a rule"]))
    #expect(throws: Command.UsageError.noSuchExercise(99)) {
      try Command.parse(["verify-shortcuts", "99"], exercises: eighteen)
    }
  }

  @Test("--help after any command shows the help and runs nothing")
  func helpAfterACommand() throws {
    for words in [["spec", "--help"], ["verify-exercises", "-h"], ["reset", "3", "--help"]] {
      #expect(try Command.parse(words, exercises: eighteen) == .help)
    }
  }

  @Test("an unknown command is named in the error, not answered with the help text")
  func unknownCommand() {
    #expect(throws: Command.UsageError.unknownCommand("nope")) {
      try Command.parse(["nope"], exercises: eighteen)
    }
    #expect(
      Command.UsageError.unknownCommand("nope").description.hasPrefix("unknown command 'nope'"))
  }

  @Test("go needs a number that names an exercise")
  func goNeedsAnExercise() {
    #expect(throws: Command.UsageError.missingNumber(command: "go")) {
      try Command.parse(["go"], exercises: eighteen)
    }
    #expect(throws: Command.UsageError.noSuchExercise(19)) {
      try Command.parse(["go", "19"], exercises: eighteen)
    }
    #expect(throws: Command.UsageError.noSuchExercise(0)) {
      try Command.parse(["go", "0"], exercises: eighteen)
    }
  }

  @Test("exercise numbers may have gaps: go 21 after 18 works, go 19 does not")
  func numbersWithGaps() async throws {
    let numbers = Array(1...18) + [21, 22]
    #expect(try Command.parse(["go", "21"], exercises: numbers) == .go(21))
    #expect(throws: Command.UsageError.noSuchExercise(19)) {
      try Command.parse(["go", "19"], exercises: numbers)
    }
  }

  @Test("the learn command exits 2 and names an unknown command")
  func unknownCommandExitsTwo() async throws {
    let workshop = try Workshop(exercises: 3)
    defer { workshop.remove() }

    let (status, output) = try await workshop.learn("nope")

    #expect(status == 2)
    #expect(output.contains("unknown command 'nope'"))
    #expect(!output.contains("usage:"))
  }
}
