// What a `swift test` run over the shortcut targets said, module by module, and whether each
// shortcut was refused as its shortcuts file says: every rule it names failed. Read from
// Swift Testing's event stream, or from the runner's own verdict on one module's tests.
// Maintainer+Shortcuts.swift runs them. CONTRIBUTING.md#exercises

import Foundation

/// What one `swift test` run over the generated shortcut targets said, module by module.
package struct ShortcutRun: Sendable {
  /// The display names of the tests each module ran.
  package private(set) var tests: [String: [String]] = [:]
  /// The display names of the tests that recorded an issue, by module.
  package private(set) var failed: [String: Set<String>] = [:]
  /// Whether the run reached its end (a crashed process stops the stream early).
  package private(set) var finished = false
  /// The modules with a test that never ended (it crashed, or never started).
  package private(set) var incomplete: Set<String> = []

  /// Reads a Swift Testing event stream (`--experimental-event-stream-output`).
  package init(eventStream: String) {
    var names: [String: String] = [:]
    var ended: Set<String> = []
    var failedIds: [String] = []
    for line in eventStream.split(separator: "\n") {
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let payload = object["payload"] as? [String: Any]
      else { continue }
      let kind = payload["kind"] as? String
      if object["kind"] as? String == "test", let id = payload["id"] as? String {
        guard kind != "suite" else { continue }
        let name = payload["displayName"] as? String ?? payload["name"] as? String ?? id
        names[id] = name
        tests[Self.module(of: id), default: []].append(name)
        continue
      }
      let id = payload["testID"] as? String ?? ""
      switch kind {
      case "testEnded", "testSkipped": ended.insert(id)
      case "issueRecorded": failedIds.append(id)
      case "runEnded": finished = true
      default: break
      }
    }
    for id in failedIds {
      // An issue of a parameterised test's case names the case below the test's own id.
      guard let test = names.keys.filter({ id.hasPrefix($0) }).max(by: { $0.count < $1.count })
      else { continue }
      failed[Self.module(of: test), default: []].insert(names[test] ?? test)
    }
    incomplete = Set(names.keys.filter { !ended.contains($0) }.map(Self.module(of:)))
  }

  /// The module of a test id: "Shortcut22_1Tests.Exercise22Tests/accept()/…" → Shortcut22_1Tests.
  static func module(of id: String) -> String { String(id.prefix { $0 != "." }) }

  /// What is wrong with how the run treated `shortcut`, whose copy is `module`; `nil` when
  /// every rule it names failed.
  package func problem(with shortcut: Shortcut, module: String) -> String? {
    let ran = tests[module] ?? []
    let failing = failed[module] ?? []
    guard !ran.isEmpty else { return "its tests did not run" }
    guard !failing.isEmpty else {
      return "it passes every rule: no test refuses it"
    }
    let passing = shortcut.rules.filter { !failing.contains($0) }
    guard passing.isEmpty else {
      let names = passing.map { "\"\($0)\"" }.joined(separator: ", ")
      return "\(passing.count == 1 ? "the rule" : "the rules") \(names) should refuse it "
        + "but \(passing.count == 1 ? "holds" : "hold") (it fails only "
        + failing.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + ")"
    }
    return nil
  }
}

extension ShortcutRun {
  /// A run read from the runner's own verdict on one module's tests.
  init(failures: [(rule: String, detail: String)], module: String) {
    tests[module] = failures.map(\.rule)
    failed[module] = Set(failures.map(\.rule))
    finished = true
  }

  /// What is wrong with the verdict on a shortcut that ran alone (`module`, the runner's
  /// reading of its `swift test`); `nil` when it was refused as its shortcuts file says.
  package static func problem(with shortcut: Shortcut, module: String, verdict: CheckResult)
    -> String?
  {
    switch (verdict, shortcut.crash) {
    case (.crashed(let message, _, _), let expected?):
      return message.contains(expected)
        ? nil : "it crashes the tests with \"\(message)\", not \"\(expected)\""
    case (.crashed(let message, _, _), nil):
      return "it crashes the tests (\(message)): say so with `- Refused by: a crash \"…\"`"
    case (_, let expected?):
      return "it should crash the tests (\"\(expected)\"), and does not"
    case (.failing(let failures), nil):
      return ShortcutRun(failures: failures, module: module)
        .problem(with: shortcut, module: module)
    case (.solved, nil):
      return "it passes every rule: no test refuses it"
    default:
      return "its tests did not run to a verdict: \(verdict)"
    }
  }
}
