// A child process for the event-sourced repository's attacks (chapter 11, SD-8): it appends to
// the circle streams in a folder and prints each save the repository acknowledged, at once.
// Tests kill it with SIGKILL mid-append and run two at a time on one folder.
//
//   event-writer DIRECTORY found CIRCLE OWNER NAME     "saved 1"
//   event-writer DIRECTORY churn CIRCLE MEMBER COUNT   "saved V" after each of COUNT saves,
//                                                       a join or a leave of MEMBER
//   event-writer DIRECTORY churn CIRCLE MEMBER COUNT BYTES
//                                  the same, but the last save's write kills the process
//                                  (SIGKILL) after BYTES bytes: a crash at a chosen moment
//
// A save refused as stale is read again and retried; any other error prints "error: " and
// exits with status 1.

import Aggregates
import EventSourcedCircles
import Foundation
import JournalEngine
import ValueObjects

/// Writes a line to standard output at once, unbuffered.
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  guard arguments.count >= 4 else {
    report("usage: see the comment at the top of Tests/EventWriter/main.swift")
    exit(2)
  }
  let faults = SimulatedFaults()
  SimulatedFaults.install(faults, forJournalsIn: arguments[0])
  let store = try FileEventSourcedCircleRepository(
    directory: URL(fileURLWithPath: arguments[0]), snapshotEvery: 7)
  let circleId = try CircleId(arguments[2])
  let instant = Date(timeIntervalSince1970: 1_700_000_000)
  switch (arguments[1], arguments.count) {
  case ("found", 5):
    try await store.save(
      Circle(
        id: circleId, name: try CircleName(arguments[4]), owner: try UserId(arguments[3]),
        createdAt: instant))
    report("saved 1")
  case ("churn", 5), ("churn", 6):
    let member = try UserId(arguments[3])
    let count = Int(arguments[4]) ?? 0
    var saves = 0
    while saves < count {
      guard var circle = try await store.find(id: circleId) else {
        report("error: no circle \(circleId)")
        exit(1)
      }
      if circle.hasMember(member) {
        try circle.leave(member, at: instant)
      } else {
        try circle.join(member, at: instant)
      }
      if saves == count - 1, arguments.count == 6 {
        faults.crashDuringNextWrite(after: Int(arguments[5]) ?? 0)
      }
      do {
        try await store.save(circle)
        saves += 1
        report("saved \(circle.version + 1)")
      } catch CircleSaveConflict.staleVersion {
        continue
      }
    }
  default:
    report("usage: see the comment at the top of Tests/EventWriter/main.swift")
    exit(2)
  }
} catch {
  report("error: \(error)")
  exit(1)
}
