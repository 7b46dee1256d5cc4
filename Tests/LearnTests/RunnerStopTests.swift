// Nothing a check started outlives the runner: a `learn` stopped while a check runs (Ctrl-C,
// kill, kill -9, its terminal closing) takes the check's whole tree with it, even the part
// that sits in a process group of its own, as the test binary under `swift test` does.
// Docs/exercises.md

import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Learn: nothing a check started outlives the runner")
struct RunnerStopTests {
  @Test(
    "a runner stopped during a check leaves no process of the check running",
    arguments: [SIGINT, SIGTERM, SIGHUP, SIGKILL])
  func stoppedRunnerLeavesNothing(signal: Int32) async throws {
    let workshop = try Workshop(exercises: 1)
    defer { workshop.remove() }
    // Sleep durations no other process on the machine uses, to find the check's processes by
    // (compared whole: SIGHUP's, 1, is the start of SIGTERM's, 15).
    let marker = "3000.\(getpid())0\(signal)"
    // A stand-in `swift` that hangs as a stuck check does: it starts a process in a group of
    // its own (as `swift test` starts the test binary), then waits forever itself.
    try workshop.write(
      """
      #!/bin/sh
      perl -e 'setpgrp(0, 0); exec "sleep", "\(marker)1"' &
      exec sleep \(marker)2
      """, to: "swift-stand-in")
    let standIn = workshop.url("swift-stand-in").path
    #expect(chmod(standIn, 0o755) == 0)
    let learn = try workshop.launchLearn(["check", "1"], environment: ["LEARN_SWIFT": standIn])
    // A runner that ends before its check starts fails here at once, with what it printed.
    let started = await Self.waitFor(seconds: 90) {
      guard learn.process.isRunning else { return true }
      return await Self.running(marker).count == 2
    }
    guard learn.process.isRunning else {
      let printed = String(
        decoding: learn.pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      Issue.record("learn ended before its check started: \(printed)")
      return
    }
    #expect(started, "the stand-in check never started both of its processes")

    kill(learn.process.processIdentifier, signal)
    let stopped = await Self.waitFor(seconds: 10) { !learn.process.isRunning }
    if !stopped { kill(learn.process.processIdentifier, SIGKILL) }
    #expect(stopped, "learn did not end on signal \(signal)")
    let gone = await Self.waitFor(seconds: 10) { await Self.running(marker).isEmpty }
    let left = await Self.running(marker)
    for pid in left { kill(pid, SIGKILL) }
    #expect(gone, "the check's processes outlived learn: \(left)")
  }

  /// The processes running `sleep` for `marker` followed by 1 or 2, listed by `ps`
  /// on a thread of its own (the test pool's threads are not for waiting).
  static func running(_ marker: String) async -> [pid_t] {
    await onOwnThread { listed(marker) }
  }

  /// What ``running(_:)`` answers, found by a blocking run of `ps`.
  private static func listed(_ marker: String) -> [pid_t] {
    let ps = Process()
    ps.executableURL = URL(fileURLWithPath: "/bin/ps")
    ps.arguments = ["-A", "-o", "pid=,args="]
    let pipe = Pipe()
    ps.standardOutput = pipe
    ps.standardError = FileHandle.nullDevice
    let exit = ProcessExit(of: ps)
    guard (try? ps.run()) != nil else { return [] }
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    exit.wait()
    return text.split(separator: "\n").compactMap { line in
      let fields = line.drop { $0 == " " }.split(separator: " ", maxSplits: 1)
      guard fields.count == 2, ["1", "2"].contains(where: { fields[1] == "sleep \(marker)\($0)" })
      else { return nil }
      return pid_t(fields[0])
    }
  }

  /// Polls `condition` every 50 ms for up to `seconds`; whether it came true.
  static func waitFor(seconds: Double, _ condition: () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if await condition() { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return await condition()
  }
}
