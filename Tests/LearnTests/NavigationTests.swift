// Moving between exercises (`go N`, `prev`, `next`), the list's summary, `reset` without
// git, and the solution kept closed until the exercise is solved. Docs/exercises.md

import Foundation
import LearnKit
import Testing

@Suite("Learn: moving, listing, resetting and solutions")
struct NavigationTests {
  @Test("prev stops at the first exercise and next at the last")
  func bounds() {
    let numbers = Array(1...18)
    #expect(Navigation.previous(before: 15, in: numbers) == 14)
    #expect(Navigation.previous(before: 1, in: numbers) == nil)
    #expect(Navigation.next(after: 17, in: numbers) == 18)
    #expect(Navigation.next(after: 18, in: numbers) == nil)
  }

  @Test("learn go 15 makes exercise 15 current without checking 1 to 14; prev goes to 14")
  func goThenPrevious() async throws {
    let workshop = try Workshop(exercises: 18)
    defer { workshop.remove() }

    let went = try await workshop.learn("go", "15")
    #expect(went.status == 0)
    #expect(went.output.contains("Exercise 15: Rule 15"))
    #expect(!went.output.contains("Checking"))
    #expect(workshop.store.load().current == 15)

    let back = try await workshop.learn("prev")
    #expect(back.output.contains("Exercise 14: Rule 14"))
    #expect(workshop.store.load().current == 14)
  }

  @Test("prev on the first exercise stays there and says so")
  func previousAtTheStart() async throws {
    let workshop = try Workshop(exercises: 3)
    defer { workshop.remove() }

    let result = try await workshop.learn("prev")

    #expect(result.output.contains("This is the first exercise."))
    #expect(workshop.store.load().current == 1)
  }

  @Test("the list ends with how many exercises of all are solved")
  func listSummary() async throws {
    let workshop = try Workshop(exercises: 18)
    defer { workshop.remove() }
    workshop.store.update { $0.solved = Set(1...7) }

    let result = try await workshop.learn("list")

    #expect(Navigation.summarize(solved: 7, total: 18) == "7 of 18 solved")
    #expect(result.output.hasSuffix("7 of 18 solved\n"))
  }

  @Test("the list marks the current exercise with ▶ even when it is solved")
  func listMarksCurrentWhenSolved() async throws {
    let workshop = try Workshop(exercises: 3)
    defer { workshop.remove() }
    workshop.store.update {
      $0.solved = [1, 2]
      $0.current = 2
    }

    let lines = try await workshop.learn("list").output.split(separator: "\n").map(String.init)

    #expect(lines.contains { $0.hasPrefix(" ✔ Exercise 01") })
    #expect(lines.contains { $0.hasPrefix("▶✔ Exercise 02") })
    #expect(lines.contains { $0.hasPrefix("   Exercise 03") })
  }

  @Test("reset restores the stub as shipped without git and removes files the learner added")
  func resetWithoutGit() async throws {
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }
    try workshop.write("// my attempt\n", to: "Exercises/01-exercise/Sources/Rule.swift")
    try workshop.write("// a helper\n", to: "Exercises/01-exercise/Sources/Helper.swift")
    workshop.store.update { $0.solved = [1, 2] }

    let result = try await workshop.learn("reset", "1", "--yes")

    #expect(result.status == 0)
    #expect(try workshop.read("Exercises/01-exercise/Sources/Rule.swift") == "// stub 01\n")
    let sources = workshop.url("Exercises/01-exercise/Sources").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: sources) == ["Rule.swift"])
    #expect(workshop.store.load().solved == [2])
  }

  @Test("an unsolved exercise's solution stays closed; a solved one's is printed")
  func solutionOpensAfterAPass() async throws {
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }
    let exercise = try #require(try workshop.catalog().exercise(1))

    #expect(SolutionAccess.decide(for: exercise, progress: Progress()) == .closed)
    let refused = try await workshop.learn("solution", "1")
    #expect(refused.status == 1)
    #expect(refused.output.contains("Solve exercise 01 first"))
    #expect(!refused.output.contains("// solution 01"))

    workshop.store.update { $0.solved.insert(1) }
    let shown = try await workshop.learn("solution", "1")
    #expect(shown.status == 0)
    #expect(shown.output.contains("// solution 01"))
    #expect(shown.output.contains("Exercises/Solutions/01-exercise"))
  }
}
