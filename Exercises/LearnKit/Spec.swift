// `learn spec`: the workshop's tests read as its specification. It runs `swift test`
// with Swift Testing's event stream, then prints every suite and test by its display
// name, chapter by chapter, with ✔ or ✘ — like RSpec's documentation format. With
// --write it writes Docs/specification.md and its Korean twin Docs/ko/specification.md
// (names only; the display names stay English in both, as the code states them); with
// --check it fails when either is stale. Those two need the names, not the verdicts, so
// they run `swift test list`, which builds the tests and describes them without running them.

import Foundation

/// A suite or a test, as the event stream describes it.
package struct SpecItem {
  let id: String
  /// Its display name: the rule a test states, or what a suite is about.
  package let name: String
  let isSuite: Bool
  /// The file that declares it, from its test module: `ExamplesTests/TourManifestTests.swift`.
  package let file: String
  let line: Int

  var module: String { String(id.prefix { $0 != "." }) }
  /// The suite holding a test: its id up to the first "/".
  var parentId: String { String(id.prefix { $0 != "/" }) }
}

/// Every suite and test of the specification, with the ids of those that recorded issues.
package struct Specification {
  var items: [SpecItem] = []
  var failed: Set<String> = []

  /// Reads an event stream written by `swift test --experimental-event-stream-output`.
  package init(eventStream: String) {
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

  /// The tests of a suite, in line order.
  func tests(of suite: SpecItem) -> [SpecItem] {
    items.filter { !$0.isSuite && $0.parentId == suite.id }.sorted { $0.line < $1.line }
  }

  /// Whether a test (or any of its cases) recorded an issue.
  func didFail(_ item: SpecItem) -> Bool {
    failed.contains(item.id) || failed.contains { $0.hasPrefix(item.id) }
  }

  /// Docs/specification.md, or Docs/ko/specification.md: the rules, generated from the tests.
  ///
  /// Chapter by chapter, suite by suite. Both editions list the same suites and tests, by
  /// their English display names; the Korean one has a Korean introduction and headings.
  package func markdown(in language: Language = .english, points: [TeachingPoint] = [])
    -> String
  {
    let up = language == .korean ? "../../" : "../"
    var lines =
      language == .korean
      ? [
        "# 테스트 명세서",
        "",
        "[English](../specification.md)",
        "",
        "워크숍이 가르치는 모든 규칙을 테스트가 말하는 그대로, 장마다 학습 포인트 순서대로",
        "모았습니다. 스위트는 어느 테스트 타깃에 있든 이름에 처음 나오는 학습 포인트 아래에 두고,",
        "학습 포인트가 없는 스위트는 그 장의 기타 규칙으로 장 끝에 둡니다. 워크숍이 자기 페이지와",
        "골든 출력과 투어를 점검하는 스위트는 도메인의 규칙을 말하지 않으므로 맨 끝의 따로 된 장에",
        "둡니다. 이 페이지는 `swift run learn spec --write`가 테스트에서 만들며, 테스트와 어긋나거나 장이 가르치는",
        "학습 포인트에 규칙이 하나도 없으면 CI가 실패합니다. `swift run learn spec`은",
        "`swift test`를 새로 실행해 같은 트리를 ✔ 또는 ✘와 함께 출력합니다. 테스트의 표시 이름은",
        "코드가 지키는 규칙 그 자체이므로 영어 그대로 둡니다.",
        "",
        "[학습 경로](README.md)",
      ]
      : [
        "# The specification",
        "",
        "[한국어](ko/specification.md)",
        "",
        "Every rule the workshop teaches, as its tests state it: chapter by chapter, teaching",
        "point by teaching point, in the order the chapters teach them. A suite stands under",
        "the first point it names, whichever test target holds it; suites that name no point",
        "close their chapter as its other rules. The workshop's checks of its own pages, golden",
        "output and tour state no rule of the domain: they come last, in a chapter of their own.",
        "This page is generated from the tests by `swift run learn spec --write`; CI fails when",
        "it is stale or when a point a chapter teaches has no rule. `swift run learn spec` prints",
        "the same tree with ✔ or ✘ from a fresh run of `swift test`.",
        "",
        "[Learning path](README.md)",
      ]
    for (chapter, sections) in chapters(points: points) {
      lines += ["", "## \(chapterTitle(chapter, in: language))"]
      for section in sections {
        lines += ["", "### " + section.heading(in: language)]
        if section.isMissing { lines += ["", section.missingLine(in: language)] }
        if !section.alsoStatedBy.isEmpty { lines += ["", section.alsoLine(in: language)] }
        for (suite, tests) in section.suites {
          lines += [
            "", "#### \(suite.name)", "", "[\(suite.file)](\(up)Tests/\(suite.file))", "",
          ]
          lines += tests.map { "- \($0.name)" }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension Specification {
  /// The tree `learn spec` prints, with the number of tests that passed and failed.
  ///
  /// Chapter by chapter, point by point, each test with ✔ or ✘; a point whose rules stand
  /// under an earlier point says where.
  package func terminal(points: [TeachingPoint], in language: Language)
    -> (lines: [String], passed: Int, failed: Int)
  {
    var lines: [String] = []
    var passed = 0
    var failed = 0
    for (chapter, sections) in chapters(points: points) {
      lines.append(Style.bold(chapterTitle(chapter, in: language)))
      for section in sections {
        lines.append("  " + Style.bold(section.heading(in: language)))
        if section.isMissing { lines.append("    " + Style.red(section.missingLine(in: language))) }
        if !section.alsoStatedBy.isEmpty {
          lines.append("    " + Style.dim(section.alsoLine(in: language)))
        }
        for (suite, tests) in section.suites {
          lines.append("    " + suite.name)
          for test in tests {
            let bad = didFail(test)
            if bad { failed += 1 } else { passed += 1 }
            lines.append("      " + (bad ? Style.red("✘ ") : Style.green("✔ ")) + test.name)
          }
        }
      }
      lines.append("")
    }
    return (lines, passed, failed)
  }
}

extension Runner {
  /// Runs the specification; prints it, or writes or checks Docs/specification.md.
  ///
  /// While `swift test` runs, a line every few seconds says how far it got (the build's
  /// step, then the tests finished), so a minute of tests is never a minute of silence.
  package func spec(write: Bool, check: Bool) -> Int32 {
    let temporary = FileManager.default.temporaryDirectory
    let stamp = "learn-spec-\(ProcessInfo.processInfo.processIdentifier)"
    let events = temporary.appendingPathComponent(stamp + ".jsonl")
    let log = temporary.appendingPathComponent(stamp + ".log")
    defer {
      try? FileManager.default.removeItem(at: events)
      try? FileManager.default.removeItem(at: log)
    }
    let namesOnly = write || check
    say(Style.dim(text(namesOnly ? .listingTests : .runningTests)))
    guard FileManager.default.createFile(atPath: log.path, contents: nil),
      let output = try? FileHandle(forWritingTo: log)
    else {
      say(text(.couldNotRunTests("cannot write \(log.path)")))
      return 2
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [checker.swift, "test"] + (namesOnly ? ["list"] : [])
      + ["--experimental-event-stream-output", events.path]
    process.currentDirectoryURL = catalog.root
    process.standardOutput = output
    process.standardError = output
    do {
      try process.run()
    } catch {
      say(text(.couldNotRunTests("\(error)")))
      return 2
    }
    var progress = SpecProgress(events: events, log: log)
    let started = Date()
    var lastSaid = started
    while process.isRunning {
      Thread.sleep(forTimeInterval: 0.25)
      guard Date().timeIntervalSince(lastSaid) >= SpecProgress.interval, process.isRunning
      else { continue }
      lastSaid = Date()
      progress.read()
      say(Style.dim(progress.line(seconds: Int(lastSaid.timeIntervalSince(started)), in: language)))
    }
    process.waitUntilExit()
    try? output.close()
    guard let stream = try? String(contentsOf: events, encoding: .utf8) else {
      say(Style.red(text(.noEventStream)))
      return 2
    }
    let specification = Specification(eventStream: stream)
    if namesOnly {
      let status = writeOrCheck(specification, write: write)
      return status == 0 && process.terminationStatus != 0 ? 1 : status
    }
    let points = TeachingPoint.read(root: catalog.root, language: language)
    let tree = specification.terminal(points: points, in: language)
    for line in tree.lines { say(line) }
    say(text(.specSummary(passed: tree.passed, failed: tree.failed)))
    return tree.failed == 0 && process.terminationStatus == 0 ? 0 : 1
  }

  /// Writes both editions of the specification page, or checks that both match the tests;
  /// returns the exit status.
  private func writeOrCheck(_ specification: Specification, write: Bool) -> Int32 {
    var status: Int32 = 0
    // Every point a chapter's headings name needs a rule: a suite whose name states it.
    for point in specification.missingPoints(TeachingPoint.read(root: catalog.root)) {
      say(Style.red(text(.pointWithoutRule(id: point.id, chapter: point.chapter))))
      status = 1
    }
    for edition in Language.allCases {
      let path = edition == .korean ? "Docs/ko/specification.md" : "Docs/specification.md"
      let file = catalog.root.appendingPathComponent(path)
      let generated = specification.markdown(
        in: edition, points: TeachingPoint.read(root: catalog.root, language: edition))
      if !write {
        let committed = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        if committed == generated {
          say(text(.specMatches(file: path)))
        } else {
          say(Style.red(text(.specStale(file: path))))
          status = 1
        }
        continue
      }
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try generated.write(to: file, atomically: true, encoding: .utf8)
        say(text(.wroteSpec(file: path)))
      } catch {
        say(text(.couldNotWrite(file: path, error: "\(error)")))
        return 2
      }
    }
    return status
  }
}
