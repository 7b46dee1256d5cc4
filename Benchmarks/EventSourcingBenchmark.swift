// Chapter 11's part of the benchmark (SD-8): loading one circle kept as its events, with and
// without a snapshot, beside loading it from chapter 7's store that keeps its state.
// Docs/performance.md
//
// One circle lives through `size` facts: its founding, then a member joining and leaving
// in turn, saved 1,000 facts at a time (fewer for a smaller circle). The event-sourced
// store writes a snapshot with the last save; its copy without one has the snapshot record
// removed, so both hold the same stream. The state store saves the same circle after each
// of the same steps, its events marked delivered as a relay would. A cold load opens a
// fresh store on the folder and finds the circle (what a process starting up pays); a
// warm load finds it again in a store already open.

import Aggregates
import CirclePersistence
import EventSourcedCircles
import Foundation
import JournalEngine
import Persistence
import ValueObjects

/// Runs the event-sourcing loads for each size and prints their p50, p99 and max.
///
/// 101 loads of each at 10 and 1,000 facts, 11 at 100,000 (where a load without a snapshot
/// takes seconds); 11 of each in the quick run.
func runEventSourcingBenchmark(sizes: [Int], quick: Bool) async throws {
  print(
    "\nchapter 11: loading one circle of N facts, cold (a fresh store opens its file) "
      + "and warm (an open store reads it again)")
  for size in sizes {
    let samples = quick || size >= 100_000 ? 11 : 101
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dddworkshop-benchmark-events-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (state, snapshot, plain) = try await makeHistories(size: size, in: folder)
    let id = try CircleId("circle-1")
    let rows: [(String, URL, @Sendable (URL) throws -> any CircleRepository)] = [
      ("state-stored", state, { try FileCircleRepository(directory: $0) }),
      ("events, snapshot", snapshot, { try FileEventSourcedCircleRepository(directory: $0) }),
      ("events, no snapshot", plain, { try FileEventSourcedCircleRepository(directory: $0) }),
    ]
    print("  \(size) facts, \(samples) loads each")
    for (name, directory, open) in rows {
      var cold: [Double] = []
      var warm: [Double] = []
      let kept = try open(directory)
      for _ in 0..<samples {
        cold.append(try await seconds { _ = try await open(directory).find(id: id) })
        warm.append(try await seconds { _ = try await kept.find(id: id) })
      }
      let bytes = try journalSize(in: directory)
      let (c, w) = (Spread(cold), Spread(warm))
      print(
        "    \(name.padding(toLength: 20, withPad: " ", startingAt: 0)) cold p50 "
          + "\(format(c.median)), p99 \(format(c.p99)), max \(format(c.max)); warm p50 "
          + "\(format(w.median)), p99 \(format(w.p99)), max \(format(w.max)); file \(bytes / 1024) KB"
      )
    }
  }
}

/// The three folders: the state store's, the event store's with a snapshot, and a copy of
/// the latter without it.
private func makeHistories(size: Int, in folder: URL) async throws -> (URL, URL, URL) {
  let (state, snapshot, plain) = (
    folder.appendingPathComponent("state"), folder.appendingPathComponent("snapshot"),
    folder.appendingPathComponent("plain")
  )
  let chunk = min(size, 1_000)
  for directory in [state, snapshot] {
    try await FileUserRepository(directory: directory).save(
      contentsOf: try makeUsers(2, prefix: "user"))
  }
  let states = try FileCircleRepository(directory: state)
  let events = try FileEventSourcedCircleRepository(directory: snapshot, snapshotEvery: chunk)
  let (owner, member) = (try UserId("user-0"), try UserId("user-1"))
  let instant = Date(timeIntervalSince1970: 1_700_000_000)
  var circle = Circle(
    id: try CircleId("circle-1"), name: try CircleName("benchmark circle"), owner: owner,
    createdAt: instant)
  var facts = 1
  while facts < size {
    for _ in 0..<(chunk - (facts == 1 ? 1 : 0)) {
      if circle.hasMember(member) {
        try circle.leave(member, at: instant)
      } else {
        try circle.join(member, at: instant)
      }
      facts += 1
    }
    try await states.save(circle)
    try await events.save(circle)
    if let last = try await states.pendingEvents(limit: chunk).last {
      try await states.recordDelivery(through: last.position)
    }
    circle = circle.advancingVersion()
  }
  try FileManager.default.copyItem(at: snapshot, to: plain)
  let journal = try Journal<KeyedRecords>(
    directory: plain.path, name: "circle-events",
    format: JournalFormat(name: "dddworkshop-circle-events", version: 1))
  try journal.commit([.remove(kind: "snapshot", key: "circle-1")], checking: { _ in })
  return (state, snapshot, plain)
}

/// The size in bytes of the circle journal in `directory`.
private func journalSize(in directory: URL) throws -> Int {
  let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
  let journal = names.first { $0.hasPrefix("circle") && $0.hasSuffix(".journal") } ?? ""
  let attributes = try FileManager.default.attributesOfItem(
    atPath: directory.appendingPathComponent(journal).path)
  return (attributes[.size] as? Int) ?? 0
}
