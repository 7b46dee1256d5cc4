// `learn spec`: the workshop's tests read as its specification. It runs `swift test`
// with Swift Testing's event stream, then prints every suite and test by its display
// name, chapter by chapter, with ✔ or ✘ — like RSpec's documentation format. With
// --write it writes Docs/specification.md (names only); with --check it fails when
// that file is stale.

import Foundation

/// The chapter each test module belongs to.
let chapterOfModule: [(module: String, chapter: String)] = [
  ("ValueObjectsTests", "Chapter 1 — Value objects"),
  ("EntitiesTests", "Chapter 2 — Entities"),
  ("DomainServicesTests", "Chapter 3 — Domain services"),
  ("PersistenceTests", "Chapter 4 — Repositories"),
  ("ApplicationServicesTests", "Chapter 5 — Application services and use cases"),
  ("PresentationTests", "Chapter 6 — Layers and presentation"),
  ("ExamplesTests", "Chapter 6 — Layers and presentation"),
  ("BeyondTheBasicsTests", "Chapter 7 — Beyond the basics: factories, aggregates, specifications"),
  ("EventsAndQueriesTests", "Chapter 9 — Domain events and the query side"),
  ("BoundariesTests", "Chapter 10 — Boundaries: contexts, sessions, gateways, architecture styles"),
  ("FuzzRegressionTests", "Verification — fuzzing"),
]

/// The chapter of a teaching-point tag, for suites of a module that spans chapters: the
/// capstone's black-box suites in ExamplesTests test chapter 7's, 9's and 10's commands too.
let chapterOfTag: [(tag: String, chapter: String)] = [
  ("(AD-", "Chapter 7 — Beyond the basics: factories, aggregates, specifications"),
  ("(QS-", "Chapter 9 — Domain events and the query side"),
  ("(BC-", "Chapter 10 — Boundaries: contexts, sessions, gateways, architecture styles"),
]

/// The modules whose suites are placed by their teaching-point tag when they carry one.
let modulesPlacedByTag: Set<String> = ["ExamplesTests"]

/// A suite or a test, as the event stream describes it.
struct SpecItem {
  let id: String
  let name: String
  let isSuite: Bool
  let file: String
  let line: Int

  var module: String { String(id.prefix { $0 != "." }) }
  /// The suite holding a test: its id up to the first "/".
  var parentId: String { String(id.prefix { $0 != "/" }) }
}

/// Every suite and test of the specification, with the ids of those that recorded issues.
struct Specification {
  var items: [SpecItem] = []
  var failed: Set<String> = []

  /// Reads an event stream written by `swift test --experimental-event-stream-output`.
  init(eventStream: String) {
    for line in eventStream.split(separator: "\n") {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let payload = object["payload"] as? [String: Any]
      else { continue }
      if object["kind"] as? String == "test", let id = payload["id"] as? String {
        let location = payload["sourceLocation"] as? [String: Any]
        items.append(
          SpecItem(
            id: id, name: payload["displayName"] as? String ?? payload["name"] as? String ?? id,
            isSuite: payload["kind"] as? String == "suite",
            file: location?["fileID"] as? String ?? "", line: location?["line"] as? Int ?? 0))
      } else if object["kind"] as? String == "event", payload["kind"] as? String == "issueRecorded",
        let testId = payload["testID"] as? String
      {
        failed.insert(testId)
      }
    }
  }

  /// Chapters, each with its suites in file order, each with its tests in line order.
  func chapters() -> [(chapter: String, suites: [(suite: SpecItem, tests: [SpecItem])])] {
    var result: [(String, [(SpecItem, [SpecItem])])] = []
    for chapter in chapterOfModule.map(\.chapter).reduce(
      into: [String](), { if !$0.contains($1) { $0.append($1) } })
    {
      let suites = items.filter { $0.isSuite && chapterOf($0) == chapter }
        .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
      let grouped = suites.map { suite in
        (
          suite,
          items.filter { !$0.isSuite && $0.parentId == suite.id }.sorted { $0.line < $1.line }
        )
      }
      if !grouped.isEmpty { result.append((chapter, grouped)) }
    }
    return result
  }

  /// The chapter a suite belongs to: its module's, or its tag's where the module spans chapters.
  func chapterOf(_ suite: SpecItem) -> String? {
    if modulesPlacedByTag.contains(suite.module),
      let tagged = chapterOfTag.first(where: { suite.name.contains($0.tag) })
    {
      return tagged.chapter
    }
    return chapterOfModule.first { $0.module == suite.module }?.chapter
  }

  /// Whether a test (or any of its cases) recorded an issue.
  func didFail(_ item: SpecItem) -> Bool {
    failed.contains(item.id) || failed.contains { $0.hasPrefix(item.id) }
  }

  /// Docs/specification.md: the rules, chapter by chapter, generated from the tests.
  func markdown() -> String {
    var lines = [
      "# The specification",
      "",
      "Every rule the workshop teaches, as its tests state it: chapter by chapter, suite by",
      "suite. This page is generated from the tests by `swift run learn spec --write`; CI",
      "fails when it is stale. `swift run learn spec` prints the same tree with ✔ or ✘ from",
      "a fresh run of `swift test`.",
      "",
      "[Learning path](README.md)",
    ]
    for (chapter, suites) in chapters() {
      lines += ["", "## \(chapter)"]
      for (suite, tests) in suites {
        lines += ["", "### \(suite.name)", "", "[\(suite.file)](../Tests/\(suite.file))", ""]
        lines += tests.map { "- \($0.name)" }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension Runner {
  /// Runs the specification; prints it, or writes or checks Docs/specification.md.
  package func spec(write: Bool, check: Bool) -> Int32 {
    let events = FileManager.default.temporaryDirectory
      .appendingPathComponent("learn-spec-\(ProcessInfo.processInfo.processIdentifier).jsonl")
    defer { try? FileManager.default.removeItem(at: events) }
    say(Style.dim("Running swift test…"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "test", "--experimental-event-stream-output", events.path]
    process.currentDirectoryURL = catalog.root
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      say("could not run swift test: \(error)")
      return 2
    }
    process.waitUntilExit()
    guard let stream = try? String(contentsOf: events, encoding: .utf8) else {
      say(Style.red("swift test wrote no event stream (does the package build?)"))
      return 2
    }
    let specification = Specification(eventStream: stream)
    let file = catalog.root.appendingPathComponent("Docs/specification.md")
    if write || check {
      let generated = specification.markdown()
      if check {
        let committed = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        guard committed == generated else {
          say(Style.red("Docs/specification.md is stale: run `swift run learn spec --write`."))
          return 1
        }
        say("Docs/specification.md matches the tests.")
      } else {
        do {
          try generated.write(to: file, atomically: true, encoding: .utf8)
        } catch {
          say("could not write \(file.path): \(error)")
          return 2
        }
        say("wrote Docs/specification.md")
      }
      return process.terminationStatus == 0 ? 0 : 1
    }
    var passed = 0
    var failed = 0
    for (chapter, suites) in specification.chapters() {
      say(Style.bold(chapter))
      for (suite, tests) in suites {
        say("  " + suite.name)
        for test in tests {
          let bad = specification.didFail(test)
          if bad { failed += 1 } else { passed += 1 }
          say("    " + (bad ? Style.red("✘ ") : Style.green("✔ ")) + test.name)
        }
      }
      say()
    }
    say("spec: \(passed) passed, \(failed) failed")
    return failed == 0 && process.terminationStatus == 0 ? 0 : 1
  }
}
