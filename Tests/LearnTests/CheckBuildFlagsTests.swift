// A learner's first check should not compile again what the workshop's own build compiled:
// `learn check` hands `swift test` the module cache of the folder `learn` was built in and
// leaves the system's modules out of the index, the same flags on every check, so no check
// builds again for a changed flag. Docs/performance.md

import Foundation
import TestSupport
import Testing

@Suite("Learn: a check reuses what the workshop's build compiled")
struct CheckBuildFlagsTests {
  @Test(
    "a check builds with the module cache of learn's own build folder and without indexing the system's modules, the same flags each time"
  )
  func sharedModuleCache() async throws {
    let workshop = try Workshop(exercises: 1)
    defer { workshop.remove() }
    let swift = try workshop.passingSwift(recordingArgumentsIn: "arguments.txt")
    let cache = try #require(builtExecutable(named: "learn")).deletingLastPathComponent()
      .appendingPathComponent("ModuleCache").path

    _ = try await workshop.learn("check", "1", locale: ["LEARN_SWIFT": swift])
    _ = try await workshop.learn("check", "1", locale: ["LEARN_SWIFT": swift])

    let runs = try workshop.read("arguments.txt").split(separator: "--\n").map {
      $0.split(separator: "\n").map(String.init)
    }
    try #require(runs.count == 2)
    let arguments = runs[0]
    let cacheFlag = try #require(arguments.firstIndex(of: "-module-cache-path"))
    #expect(arguments[cacheFlag - 1] == "-Xswiftc" && arguments[cacheFlag + 1] == "-Xswiftc")
    #expect(arguments[cacheFlag + 2] == cache)
    #expect(arguments.contains("-index-ignore-system-modules"))
    #expect(runs[1] == runs[0])
  }
}
