// Chapter 9 — Published after commit (EV-2), under kill -9. Docs/09-events-and-queries.md
//
// Each run registers users in a child process (`outbox-writer`) that kills itself with
// SIGKILL at a chosen point: inside a commit, after a commit, after a handler ran, after
// the delivery was recorded. Then a restarted store delivers what is left, and the log of
// deliveries is compared with the committed users.

import Entities
import EventHandlers
import Foundation
import Persistence
import Repositories
import TestSupport
import Testing

@Suite("A process killed between commit and delivery delivers after restart (EV-2)")
struct OutboxCrashTests {
  /// The 24 chosen points: four places in the flow, six different events.
  static let points: [(point: String, event: Int)] = [
    "during-commit", "after-commit", "after-handling", "after-mark",
  ]
  .flatMap { point in (0..<6).map { (point, $0) } }

  @Test(
    "after kill -9 at 24 chosen points, every committed event is delivered at least once and no event of an uncommitted change ever is"
  )
  func killAtChosenPoints() async throws {
    let writer = try #require(builtExecutable(named: "outbox-writer"))
    for (run, chosen) in Self.points.enumerated() {
      try await withTemporaryDirectory { directory in
        let log = directory.appendingPathComponent("deliveries.log")
        let store = directory.appendingPathComponent("store")
        // Cut the transaction somewhere in its user line or its event line.
        let bytes = 20 + run * 7
        let child = try ChildProcess(
          writer, [store.path, log.path, "6", chosen.point, "\(chosen.event)", "\(bytes)"])
        let output = await child.finishedOutput()
        let acknowledged = output.split(separator: "\n").filter { $0.hasPrefix("committed") }.count
        #expect(child.status != 0 && !output.contains("done"), "run \(run): \(output)")

        // The restart: open the repository and deliver what is left to the same log.
        let restarted = try FileUserRepository(directory: store)
        let relay = UserEventRelay(outbox: restarted, handlers: [AppendingHandler(log: log)])
        try await relay.deliverPending()

        let committed = Set(try await restarted.findAll().map(\.id.value))
        let delivered = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(
          String.init)
        #expect(committed.count >= acknowledged, "run \(run): an acknowledged save was lost")
        #expect(
          committed.isSubset(of: Set(delivered)),
          "run \(run) \(chosen): a committed event was never delivered")
        #expect(
          Set(delivered).isSubset(of: committed),
          "run \(run) \(chosen): an uncommitted change's event was delivered")
        #expect(try await restarted.undeliveredEvents(limit: 10).isEmpty)
      }
    }
  }
}

/// The restarted process's handler: appends each delivered registration to the log.
struct AppendingHandler: UserEventHandler {
  let log: URL

  func handle(_ event: UserOutboxEvent) async throws {
    guard case .registered(let registered) = event.event else { return }
    if !FileManager.default.fileExists(atPath: log.path) {
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    }
    let handle = try FileHandle(forWritingTo: log)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("\(registered.user.value)\n".utf8))
    try handle.close()
  }
}
