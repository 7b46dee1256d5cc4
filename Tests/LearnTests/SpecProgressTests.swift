// `learn spec` says how far `swift test` got while it runs — the build's step, then the
// tests finished — instead of a minute of silence. Docs/exercises.md

import Foundation
import LearnKit
import Testing

@Suite("Learn: the specification shows its progress")
struct SpecProgressTests {
  /// A stand-in `swift test` that builds for a moment, then finishes three tests slowly,
  /// writing its event stream as Swift Testing does.
  static let slowSwift = #"""
    #!/bin/sh
    while [ $# -gt 0 ]; do
      if [ "$1" = --experimental-event-stream-output ]; then out="$2"; fi
      shift
    done
    echo "[1/3] Compiling ValueObjectsTests Rules.swift"
    sleep 1
    echo '{"kind":"test","payload":{"id":"ValueObjectsTests.Rules","kind":"suite","displayName":"Rules","sourceLocation":{"fileID":"ValueObjectsTests/Rules.swift","line":1}}}' >> "$out"
    for n in 1 2 3; do
      echo '{"kind":"test","payload":{"id":"ValueObjectsTests.Rules/rule'$n'()","kind":"function","displayName":"rule '$n' holds","sourceLocation":{"fileID":"ValueObjectsTests/Rules.swift","line":'$((n + 1))'}}}' >> "$out"
    done
    for n in 1 2 3; do
      sleep 0.7
      echo '{"kind":"event","payload":{"kind":"testCaseEnded","testID":"ValueObjectsTests.Rules/rule'$n'()"}}' >> "$out"
    done
    exit 0
    """#

  @Test(
    "learn spec prints how far swift test got while it runs: the build's step, then the tests finished"
  )
  func progressWhileRunning() async throws {
    let workshop = try Workshop(exercises: 1)
    defer { workshop.remove() }
    try workshop.write(Self.slowSwift, to: "slow-swift")
    let swift = workshop.url("slow-swift").path
    #expect(chmod(swift, 0o755) == 0)

    let result = try await workshop.learn(
      "spec", locale: ["LEARN_SWIFT": swift, "LEARN_PROGRESS_SECONDS": "0.3"])

    let lines = result.output.split(separator: "\n").map(String.init)
    let building = try #require(lines.firstIndex { $0.contains("building [1/3]") })
    let finished = try #require(lines.firstIndex { $0.contains(" of 3 tests finished") })
    let summary = try #require(lines.firstIndex { $0.hasPrefix("spec: 3 passed, 0 failed") })
    #expect(building < finished && finished < summary)
    #expect(result.status == 0)
  }
}
