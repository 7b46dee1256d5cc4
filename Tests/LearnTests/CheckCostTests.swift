// What keeps the learner's loop — save, then `learn check N` — cheap: every `swift build` and
// `swift test` a check starts sees the same environment as the last one, since SwiftPM
// keys its cache of evaluated manifests on the environment (a value new on every run made
// each check evaluate both manifests again, twice). Docs/performance.md

import Foundation
import LearnKit
import TestSupport
import Testing

@Suite("Learn: a check's cost")
struct CheckCostTests {
  @Test("two commands the runner starts with the same environment see the same environment")
  func environmentIsStable() async {
    let folder = FileManager.default.temporaryDirectory
    let environment = ["PATH": "/usr/bin:/bin", "LEARN_EXERCISE": "01"]

    // The runner's wait blocks its thread, so it runs on one of its own, off the test pool.
    let (first, second) = await onOwnThread {
      (
        BoundedProcess.run(["env"], in: folder, environment: environment, seconds: 30),
        BoundedProcess.run(["env"], in: folder, environment: environment, seconds: 30)
      )
    }

    #expect(first.status == 0)
    #expect(first.output.contains("LEARN_EXERCISE=01"))
    #expect(first.output == second.output)
  }
}
