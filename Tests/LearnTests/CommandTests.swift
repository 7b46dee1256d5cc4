// The runner's command line: each word, the numbers it takes, and the usage errors, which
// exit 2. Docs/exercises.md

import LearnKit
import Testing

@Suite("Learn: the command line")
struct CommandTests {
  @Test("no command watches; go, check, reset and solution take an exercise number")
  func commandsParse() throws {
    #expect(try Command.parse([], total: 18) == .watch)
    #expect(try Command.parse(["go", "15"], total: 18) == .go(15))
    #expect(try Command.parse(["prev"], total: 18) == .previous)
    #expect(try Command.parse(["check", "3"], total: 18) == .check(3))
    #expect(try Command.parse(["reset", "3", "--yes"], total: 18) == .reset(3, confirmed: true))
    #expect(try Command.parse(["solution", "1"], total: 18) == .solution(1))
    #expect(try Command.parse(["spec", "--check"], total: 18) == .spec(write: false, check: true))
  }

  @Test("an unknown command is named in the error, not answered with the help text")
  func unknownCommand() {
    #expect(throws: Command.UsageError.unknownCommand("nope")) {
      try Command.parse(["nope"], total: 18)
    }
    #expect(
      Command.UsageError.unknownCommand("nope").description.hasPrefix("unknown command 'nope'"))
  }

  @Test("go needs a number that names an exercise")
  func goNeedsAnExercise() {
    #expect(throws: Command.UsageError.missingNumber(command: "go", total: 18)) {
      try Command.parse(["go"], total: 18)
    }
    #expect(throws: Command.UsageError.noSuchExercise(19, total: 18)) {
      try Command.parse(["go", "19"], total: 18)
    }
    #expect(throws: Command.UsageError.noSuchExercise(0, total: 18)) {
      try Command.parse(["go", "0"], total: 18)
    }
  }

  @Test("the learn command exits 2 and names an unknown command")
  func unknownCommandExitsTwo() throws {
    let workshop = try Workshop(exercises: 3)
    defer { workshop.remove() }

    let (status, output) = try workshop.learn("nope")

    #expect(status == 2)
    #expect(output.contains("unknown command 'nope'"))
    #expect(!output.contains("usage:"))
  }
}
