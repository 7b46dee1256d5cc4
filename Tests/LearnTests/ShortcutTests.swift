// Every shortcut caught: the shortcuts files beside the reference solutions are read as the
// maintainers write them, every real one quotes its README and names real rules, and the
// check `learn verify-shortcuts` fails when a shortcut passes every rule (shown with a
// stand-in `swift`, so nothing is built). CONTRIBUTING.md#exercises

import Foundation
import LearnKit
import Testing

@Suite("Learn: every shortcut a README forbids fails its check")
struct ShortcutTests {
  static let file = """
    # Exercise 01: the shortcuts its README forbids

    ## The rule skipped

    - Forbidden: "keep rule 1"
    - Refused by: "rule 1 holds"

    In `Rule.swift`, replace

    ```swift
    // solution 01
    ```

    with

    ```swift
    // shortcut 01
    ```

    ## The tests replaced

    - Forbidden: "keep rule 1"
    - Refused by: the checksums

    Replace `Tests/RuleTests.swift` with

    ```swift
    // nothing to test
    ```
    """

  @Test("a shortcuts file reads as sections: the README's words, the rules, the edits")
  func parses() async throws {
    let shortcuts = try Shortcut.parse(Self.file)

    #expect(shortcuts.map(\.title) == ["The rule skipped", "The tests replaced"])
    #expect(shortcuts[0].forbiddenBy == "keep rule 1")
    #expect(shortcuts[0].rules == ["rule 1 holds"])
    #expect(
      shortcuts[0].edits
        == [.init(file: "Rule.swift", original: "// solution 01", replacement: "// shortcut 01")])
    #expect(shortcuts[1].refusals == [.checksums])
    #expect(shortcuts[1].changesTests)
    #expect(
      try shortcuts[0].apply(to: ["Rule.swift": "// solution 01\nlet x = 1\n"])
        == ["Rule.swift": "// shortcut 01\nlet x = 1\n"])
  }

  @Test(
    "a shortcut without its README's words, or whose text to replace is not there once, is an error"
  )
  func malformed() async throws {
    #expect(throws: Shortcut.ParseError.self) {
      try Shortcut.parse("## A shortcut\n\n- Refused by: \"rule\"\n")
    }
    let shortcut = try #require(try Shortcut.parse(Self.file).first)
    #expect(throws: Shortcut.ParseError.self) {
      try shortcut.apply(to: ["Rule.swift": "// solution 01\n// solution 01\n"])
    }
    #expect(throws: Shortcut.ParseError.self) { try shortcut.apply(to: ["Rule.swift": ""]) }
  }

  @Test("a shortcut is refused only when every rule it names fails, and never when none does")
  func verdicts() async throws {
    let shortcut = try #require(try Shortcut.parse(Self.file).first)
    let id = "Shortcut01_1Tests.S/rule()/R.swift:1:1"
    let test =
      #"{"kind":"test","payload":{"kind":"function","id":"\#(id)","displayName":"rule 1 holds"}}"#
    let other =
      #"{"kind":"test","payload":{"kind":"function","id":"Shortcut01_1Tests.S/other()/R.swift:2:1","displayName":"another rule"}}"#
    let issue = #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(id)"}}"#
    let otherIssue =
      #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"Shortcut01_1Tests.S/other()/R.swift:2:1"}}"#
    func run(_ lines: String...) -> ShortcutRun {
      ShortcutRun(eventStream: ([test, other] + lines).joined(separator: "\n"))
    }

    #expect(run(issue).problem(with: shortcut, module: "Shortcut01_1Tests") == nil)
    #expect(
      run().problem(with: shortcut, module: "Shortcut01_1Tests")?.contains("passes every rule")
        == true)
    #expect(
      run(otherIssue).problem(with: shortcut, module: "Shortcut01_1Tests")?
        .contains("\"rule 1 holds\" should refuse it") == true)
    #expect(
      ShortcutRun.problem(
        with: shortcut, module: "Shortcut01_1Tests",
        verdict: .crashed(message: "boom", rule: nil, location: nil))?.contains("crashes") == true)
  }

  @Test("the last line counts in the singular where there is one")
  func summary() {
    #expect(
      Runner.shortcutSummary(refused: 1, of: 2, problems: 1)
        == "shortcuts: 1 of 2 refused, 1 problem")
    #expect(
      Runner.shortcutSummary(refused: 2, of: 2, problems: 0)
        == "shortcuts: 2 of 2 refused, 0 problems")
  }

  @Test(
    "every exercise lists its shortcuts, each quoting its README and naming rules its tests state")
  func everyExerciseListsItsShortcuts() async throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let runner = Runner(catalog: try Catalog(root: root))
    var count = 0
    for exercise in runner.catalog.exercises {
      let (shortcuts, problems) = runner.readShortcuts(of: exercise)
      #expect(problems.isEmpty, "\(problems)")
      #expect(!shortcuts.isEmpty, "exercise \(exercise.tag) lists no shortcut")
      count += shortcuts.count
    }
    #expect(count >= 2 * runner.catalog.exercises.count)
  }

  @Test("the check fails, naming the shortcut, when a shortcut passes every rule")
  func failsWhenAShortcutPasses() async throws {
    for refused in [true, false] {
      let workshop = try Workshop(exercises: 1)
      defer { workshop.remove() }
      try workshop.write(Self.file, to: "Exercises/Solutions/01-exercise/shortcuts.md")
      try workshop.write(
        "// tests 01: \"rule 1 holds\"\n", to: "Exercises/01-exercise/Tests/RuleTests.swift")
      try workshop.recordTests()
      let swift = try Self.fakeSwift(in: workshop, failing: refused)

      let result = try await workshop.learn("verify-shortcuts", locale: ["LEARN_SWIFT": swift])

      #expect(result.status == (refused ? 0 : 1), "\(result.output)")
      #expect(result.output.contains("The tests replaced: refused by the checksums"))
      #expect(
        result.output.contains(
          "shortcut \"The rule skipped\": it passes every rule: no test refuses it") == !refused)
      // The copy it built: the exercise's tests with no import of the exercise, and the
      // solution with the shortcut taken.
      #expect(
        try workshop.read(
          "Exercises/.build-shortcuts/Shortcut01_1/Tests/Solution/Rule.swift") == "// shortcut 01\n"
      )
    }
  }

  /// A stand-in `swift`: every build succeeds; a test run writes an event stream in which the
  /// shortcut's one rule ran, and failed when `failing`.
  static func fakeSwift(in workshop: Workshop, failing: Bool) throws -> String {
    let id = "Shortcut01_1Tests.S/rule()/R.swift:1:1"
    let issue =
      failing ? #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(id)"}}"# : ""
    try workshop.write(
      """
      #!/bin/sh
      [ "$1" = test ] || exit 0
      out=""; previous=""
      for word in "$@"; do
        [ "$previous" = --experimental-event-stream-output ] && out="$word"
        previous="$word"
      done
      cat > "$out" <<'STREAM'
      {"kind":"test","payload":{"kind":"function","id":"\(id)","displayName":"rule 1 holds"}}
      \(issue)
      {"kind":"event","payload":{"kind":"testEnded","testID":"\(id)"}}
      {"kind":"event","payload":{"kind":"runEnded"}}
      STREAM
      exit 0

      """, to: "fake-swift")
    let path = workshop.url("fake-swift").path
    chmod(path, 0o755)
    return path
  }
}
