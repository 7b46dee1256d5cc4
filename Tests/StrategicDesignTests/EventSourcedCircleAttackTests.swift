// Chapter 11 — Strategic design: the event-sourced file repository attacked as the adversary
// attacks the others (SD-8). Docs/11-strategic-design.md
//
// A child process, `event-writer`, appends to a circle's stream and prints each save the
// store acknowledged. It is killed with SIGKILL at chosen bytes of an append, and two of
// them append to one stream at once; the stream's file is cut at every offset and has bytes
// flipped. A few rounds in `swift test`, every one in CI (`TortureRounds`). Whatever
// happens, nothing acknowledged is lost, only an incomplete last transaction is cut, and
// other damage is refused with the file untouched.

import Aggregates
import EventSourcedCircles
import Foundation
import TestSupport
import Testing
import ValueObjects

@Suite(
  "The event-sourced circle store loses nothing acknowledged under kills, races and damage (SD-8)")
struct EventSourcedCircleAttackTests {
  /// Runs `event-writer` on `directory` to its end; the versions it acknowledged.
  static func write(_ directory: URL, _ arguments: [String]) async throws -> [Int] {
    let writer = try #require(builtExecutable(named: "event-writer"))
    let child = try ChildProcess(writer, [directory.path] + arguments)
    return Self.acknowledged(await child.finishedOutput())
  }

  /// The versions a writer's output says were saved.
  static func acknowledged(_ output: String) -> [Int] {
    output.split(separator: "\n").compactMap { line in
      line.hasPrefix("saved ") ? Int(line.dropFirst(6)) : nil
    }
  }

  /// A folder with users kim, park and lee and circle-1 founded by kim, written by a child.
  static func withStream(_ body: (URL) async throws -> Void) async throws {
    try await withTemporaryDirectory { directory in
      try await Fixtures.registerUsers(Streams.people, in: directory)
      #expect(try await write(directory, ["found", "circle-1", "kim", "Swift 모임"]) == [1])
      try await body(directory)
    }
  }

  @Test(
    "a writer killed at a chosen byte of an append loses no acknowledged save (6 moments here, 60 in CI)"
  )
  func killedMidAppend() async throws {
    let rounds = TortureRounds.count(quick: 6, ci: 60)
    for round in 0..<rounds {
      let bytes = round * 700 / rounds
      try await Self.withStream { directory in
        let told = try await Self.write(directory, ["churn", "circle-1", "park", "4", "\(bytes)"])

        let circle = try #require(
          try await FileEventSourcedCircleRepository(directory: directory).find(
            id: try CircleId("circle-1")))
        let last = told.last ?? 1
        #expect(told == Array(2...4), "killed at byte \(bytes): \(told)")
        #expect([last, last + 1].contains(circle.version), "killed at byte \(bytes)")
        #expect(circle.hasMember(try UserId("park")) == circle.version.isMultiple(of: 2))
      }
    }
  }

  @Test(
    "two writers appending to one stream at once: every acknowledged save is in it, once (2 rounds here, 20 in CI)"
  )
  func twoWriters() async throws {
    for _ in 0..<TortureRounds.count(quick: 2, ci: 20) {
      try await Self.withStream { directory in
        let writer = try #require(builtExecutable(named: "event-writer"))
        let children = try ["park", "lee"].map { member in
          try ChildProcess(writer, [directory.path, "churn", "circle-1", member, "6"])
        }
        let told = await ChildProcess.outputs(of: children).map(Self.acknowledged)

        let circle = try #require(
          try await FileEventSourcedCircleRepository(directory: directory).find(
            id: try CircleId("circle-1")))
        #expect(told.map(\.count) == [6, 6])
        #expect(Set(told.flatMap { $0 }) == Set(2...13))
        #expect(circle.version == 13)
        #expect(circle.members == [try UserId("kim")])
      }
    }
  }

  /// The bytes of a stream journal with three saves, two snapshots and the stream's head.
  static func journalBytes() async throws -> Data {
    var bytes = Data()
    try await withTemporaryDirectory { directory in
      try await Fixtures.registerUsers(Streams.people, in: directory)
      let store = try FileEventSourcedCircleRepository(directory: directory, snapshotEvery: 2)
      _ = try await Streams.history(in: store)
      bytes = try Data(contentsOf: store.journalURL)
    }
    return bytes
  }

  /// Opens a repository on `bytes` and reads circle-1; the file afterwards, what was found, and
  /// why it was refused (`nil`: it opened).
  static func open(_ bytes: Data) async throws -> (after: Data, found: Circle?, refusal: String?) {
    var found: Circle?
    let outcome = try await ByteDamage.reopen(bytes, as: "circle-events.journal") { directory in
      found = try await FileEventSourcedCircleRepository(directory: directory).find(
        id: try CircleId("circle-1"))
    }
    return (outcome.after, found, outcome.refusal)
  }

  @Test(
    "a stream's file cut anywhere is refused untouched, or opens without its cut last transaction only"
  )
  func cuts() async throws {
    let whole = try await Self.journalBytes()
    for length in ByteDamage.offsets(in: whole, rounds: Self.rounds(whole)) {
      let cut = whole.prefix(length)
      let outcome = try await Self.open(cut)
      if let refusal = outcome.refusal {
        #expect(outcome.after == cut, "cut at \(length): \(refusal)")
        #expect(refusal.contains("circle-events.journal"), "\(refusal)")
      } else {
        #expect(cut.starts(with: outcome.after), "cut at \(length)")
        #expect(outcome.after.last == UInt8(ascii: "\n") || outcome.after.isEmpty)
        #expect((outcome.found?.version ?? 0) <= 3)
      }
    }
  }

  @Test(
    "a byte changed anywhere in a stream's file is refused untouched, or cut with the last transaction it broke"
  )
  func flips() async throws {
    let whole = try await Self.journalBytes()
    for offset in ByteDamage.offsets(in: whole, rounds: Self.rounds(whole)) {
      let damaged = ByteDamage.flipped(whole, at: offset)
      let outcome = try await Self.open(damaged)
      if let refusal = outcome.refusal {
        #expect(outcome.after == damaged, "flip at \(offset): \(refusal)")
      } else {
        #expect(outcome.after.count <= offset, "flip at \(offset) was read as data")
        #expect(damaged.starts(with: outcome.after))
      }
    }
  }

  /// Every offset in CI, about 40 in `swift test`.
  static func rounds(_ bytes: Data) -> Int {
    TortureRounds.count(quick: 40, ci: bytes.count)
  }
}
