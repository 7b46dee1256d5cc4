// A child process for the outbox's crash tests (chapter 9, EV-2). It registers users
// through the file repository's outbox and delivers their events to a handler that appends
// each delivery to a log file, and kills itself with SIGKILL at the point a test chooses:
//
//   outbox-writer DIRECTORY LOG COUNT POINT K [BYTES]
//
//   POINT during-commit   the K-th save's transaction is cut after BYTES bytes
//         after-commit    right after the K-th save returned, before any delivery
//         after-handling  right after the handler logged the K-th event, before the mark
//         after-mark      right after delivery of the K-th event was recorded
//
// "committed N" is printed, unbuffered, after each save returns.

import Entities
import EventAndQueryAdapters
import EventHandlers
import Foundation
import JournalEngine
import Persistence
import Repositories
import ValueObjects

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to standard output at once, unbuffered, so a killed process loses none.
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Ends this process the way a power cut or `kill -9` would: no cleanup at all.
func die() {
  _ = kill(getpid(), SIGKILL)
}

/// Appends one line per delivered registration to the log, then dies at the chosen event.
struct LoggingHandler: UserEventHandler {
  let log: URL
  let diesAfterPosition: Int?

  func handle(_ event: UserOutboxEvent) async throws {
    guard case .registered(let registered) = event.event else { return }
    let handle = try FileHandle(forWritingTo: log)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("\(registered.user.value)\n".utf8))
    try handle.close()
    if event.position == diesAfterPosition { die() }
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 5, let count = Int(arguments[2]), let target = Int(arguments[4]) else {
  report("usage: outbox-writer DIRECTORY LOG COUNT POINT K [BYTES]")
  exit(2)
}
let point = arguments[3]
let log = URL(fileURLWithPath: arguments[1])
if !FileManager.default.fileExists(atPath: log.path) {
  _ = FileManager.default.createFile(atPath: log.path, contents: nil)
}
let faults = SimulatedFaults()
let directory = URL(fileURLWithPath: arguments[0])
SimulatedFaults.install(faults, forJournalsIn: directory.path)
let store = try FileUserRepository(directory: directory)
// Positions count every event ever recorded; this run's K-th event follows the earlier ones.
let base = try await store.undeliveredEvents(limit: 1).first.map { $0.position - 1 } ?? 0
let handler = LoggingHandler(
  log: log, diesAfterPosition: point == "after-handling" ? base + target + 1 : nil)
let relay = UserEventRelay(outbox: store, handlers: [handler])
for index in 0..<count {
  let id = try UserId("crash-\(index)")
  let user = User.register(
    id: id, name: try UserName("crash \(index)"),
    at: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
  if point == "during-commit", index == target {
    faults.crashDuringNextWrite(after: Int(arguments.count > 5 ? arguments[5] : "0") ?? 0)
  }
  try await store.save(user)  // the user and its UserRegistered, one transaction
  report("committed \(index)")
  if point == "after-commit", index == target { die() }
  try await relay.deliverPending()
  if point == "after-mark", index == target { die() }
}
report("done")
