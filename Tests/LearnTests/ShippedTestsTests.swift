// Tests a learner cannot quietly change: an exercise whose tests, given files, shared test
// support or package manifest differ from what Exercises/checksums.sha256 records is never marked
// solved and never opens its solution, and the runner names the file and how to restore it.
// Docs/exercises.md

import Foundation
import LearnKit
import Testing

@Suite("Learn: only the shipped tests can solve an exercise")
struct ShippedTestsTests {
  @Test("passing tests the learner replaced do not mark the exercise solved, and the file is named")
  func replacedTestsDoNotSolve() async throws {
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }
    let swift = try workshop.passingSwift()
    try workshop.write("// one trivial test\n", to: "Exercises/01-exercise/Tests/RuleTests.swift")

    let result = try await workshop.learn("check", "1", locale: ["LEARN_SWIFT": swift])

    #expect(result.status == 1)
    #expect(result.output.contains("Exercises/01-exercise/Tests/RuleTests.swift was changed"))
    #expect(
      result.output.contains("git checkout -- Exercises/01-exercise/Tests/RuleTests.swift"))
    #expect(!workshop.store.load().solved.contains(1))
  }

  @Test("the same passing run with the shipped tests marks the exercise solved")
  func shippedTestsSolve() async throws {
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }
    let swift = try workshop.passingSwift()

    let result = try await workshop.learn("check", "1", locale: ["LEARN_SWIFT": swift])

    #expect(result.status == 0)
    #expect(workshop.store.load().solved.contains(1))
  }

  @Test("a solved exercise whose tests were since deleted or added to keeps its solution closed")
  func solutionStaysClosed() async throws {
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }
    workshop.store.update { $0.solved = [1, 2] }
    try FileManager.default.removeItem(
      at: workshop.url("Exercises/01-exercise/Tests/RuleTests.swift"))
    try workshop.write("// extra\n", to: "Exercises/02-exercise/Tests/More.swift")

    let one = try await workshop.learn("solution", "1")
    let two = try await workshop.learn("solution", "2")

    #expect(one.status == 1 && one.output.contains("RuleTests.swift is missing"))
    #expect(!one.output.contains("// solution 01"))
    #expect(two.status == 1 && two.output.contains("Tests/More.swift was added"))
  }

  @Test("a given file of the stub, one the solution holds unchanged, is vouched for like the tests")
  func givenFilesAreVouchedFor() async throws {
    // Given an exercise whose stub gives a port the solution holds unchanged, header aside
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }
    let port = "\nimport Foundation\n\n/// What the use case asks.\nprotocol Port {}\n"
    try workshop.write("// given\n" + port, to: "Exercises/01-exercise/Sources/Port.swift")
    try workshop.write("// given\n" + port, to: "Exercises/01-exercise/.pristine/Port.swift")
    try workshop.write("// as given\n" + port, to: "Exercises/Solutions/01-exercise/Port.swift")
    try workshop.recordTests()
    let swift = try workshop.passingSwift()

    // When the learner writes their own file, then edits the given one
    try workshop.write("// the learner's answer\n", to: "Exercises/01-exercise/Sources/Rule.swift")
    let answered = try await workshop.learn("check", "1", locale: ["LEARN_SWIFT": swift])
    workshop.store.update { $0.solved = [] }
    try workshop.write(port + "extension Port {}\n", to: "Exercises/01-exercise/Sources/Port.swift")
    let edited = try await workshop.learn("check", "1", locale: ["LEARN_SWIFT": swift])

    // Then the answer counts, and the edited port does not
    #expect(answered.status == 0)
    #expect(edited.status == 1)
    #expect(edited.output.contains("Exercises/01-exercise/Sources/Port.swift was changed"))
    #expect(!edited.output.contains("Rule.swift"))
    #expect(!workshop.store.load().solved.contains(1))
  }

  @Test("an edited exercise package manifest counts as changed tests for every exercise")
  func manifestIsShared() async throws {
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }
    try workshop.write("// a manifest without the tests\n", to: "Exercises/Package.swift")
    let fingerprints = TestFingerprints(root: workshop.root)
    let catalog = try workshop.catalog()

    for exercise in catalog.exercises {
      #expect(fingerprints.changes(for: exercise) == [.changed("Exercises/Package.swift")])
    }
  }

  @Test(
    "the checksum record catches an accidental edit of a test, and trusts a record rewritten to match"
  )
  func recordGuardsAgainstAccidents() async throws {
    // Given a test loosened while debugging, and forgotten
    let workshop = try Workshop(exercises: 1)
    defer { workshop.remove() }
    let swift = try workshop.passingSwift()
    try workshop.write("// loosened\n", to: "Exercises/01-exercise/Tests/RuleTests.swift")

    // When it is checked, then checked again after the record is rewritten to match
    let accident = try await workshop.learn("check", "1", locale: ["LEARN_SWIFT": swift])
    try workshop.recordTests()
    let rewritten = try await workshop.learn("check", "1", locale: ["LEARN_SWIFT": swift])

    // Then the accident is caught; the rewritten record is what Docs/exercises.md says it is,
    // a guard against accidents, not a lock: the exercise counts as solved
    #expect(accident.status == 1)
    #expect(accident.output.contains("RuleTests.swift was changed"))
    #expect(rewritten.status == 0)
    #expect(workshop.store.load().solved.contains(1))
  }

  @Test("the runner's SHA-256 gives the standard's test vectors")
  func sha256Vectors() {
    #expect(
      TestFingerprints.sha256Hex([])
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      TestFingerprints.sha256Hex(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      TestFingerprints.sha256Hex(
        Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }
}
