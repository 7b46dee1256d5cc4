// Chapter 9 — Published after commit (EV-2): the circle snapshot holds the outbox.
// Docs/09-events-and-queries.md

import Aggregates
import CirclePersistence
import Foundation
import JournalEngine
import TestSupport
import Testing
import ValueObjects

@Suite("The circle snapshot holds the circles and their events, replaced together (EV-2)")
struct FileCircleOutboxTests {
  @Test("a join whose write fails stores neither the circle nor its event")
  func failedWriteStoresNothing() async throws {
    try await withTemporaryDirectory { directory in
      let faults = SimulatedFaults()
      let store = try FileCircleRepository(directory: directory, simulatedFaults: faults)
      let world = try await CircleWorld(circles: store)
      faults.failNext(.sync)

      await #expect(throws: (any Error).self) { try await world.join("user-2") }

      let reopened = try FileCircleRepository(directory: directory)
      #expect(try await reopened.find(id: world.circleId)?.members.map(\.value) == ["user-1"])
      #expect(try await reopened.undeliveredEvents(limit: 10).isEmpty)
    }
  }

  @Test("a snapshot written before circles had events opens, and its next join is event 1")
  func oldSnapshotOpens() async throws {
    try await withTemporaryDirectory { directory in
      let old = """
        {"circles":[{"createdAt":1700000000,"id":"circle-1","members":["user-1"],\
        "name":"chess","owner":"user-1","version":1}],"format":"dddworkshop-circles","version":1}
        """
      try Data(old.utf8).write(to: directory.appendingPathComponent("circles.json"))
      let store = try FileCircleRepository(directory: directory)
      #expect(try await store.undeliveredEvents(limit: 10).isEmpty)
      var circle = try #require(try await store.find(id: CircleId("circle-1")))

      try circle.join(try UserId("user-2"), at: Fixtures.instant(5))
      try await store.save(circle)

      let reopened = try FileCircleRepository(directory: directory)
      #expect(try await reopened.find(id: circle.id)?.members.count == 2)
      #expect(
        try await reopened.undeliveredEvents(limit: 10).map(\.event) == circle.recordedEvents)
      #expect(try await reopened.undeliveredEvents(limit: 10).map(\.position) == [1])
    }
  }

  @Test("a snapshot written when joins were the only circle event opens, its events intact")
  func snapshotOfJoinsOnlyOpens() async throws {
    try await withTemporaryDirectory { directory in
      let old = """
        {"circles":[{"createdAt":1700000000,"id":"circle-1","members":["user-1","user-2"],\
        "name":"chess","owner":"user-1","version":2}],"format":"dddworkshop-circles",\
        "outbox":{"deliveredThrough":0,"events":[{"circle":"circle-1","kind":"memberJoined",\
        "member":"user-2","occurredAt":1700000005,"position":1}],"lastPosition":1},"version":1}
        """
      try Data(old.utf8).write(to: directory.appendingPathComponent("circles.json"))

      let store = try FileCircleRepository(directory: directory)

      let stored = try await store.undeliveredEvents(limit: 10)
      #expect(stored.map(\.position) == [1])
      guard case .memberJoined(let joined) = stored.first?.event else {
        Issue.record("expected the stored join, got \(stored)")
        return
      }
      #expect(joined.member.value == "user-2")
      #expect(joined.occurredAt == Date(timeIntervalSince1970: 1_700_000_005))
    }
  }

  @Test("every kind of circle event survives the snapshot: left, renamed, ownership passed")
  func everyKindRoundTrips() async throws {
    try await withTemporaryDirectory { directory in
      let store = try FileCircleRepository(directory: directory)
      let world = try await CircleWorld(circles: store)
      try await world.join("user-2")
      try await world.join("user-3")
      try await world.leave("user-3")
      try await world.rename(to: "chess club")
      let circle = try #require(try await store.find(id: world.circleId))
      let withdrawn = try #require(circle.removingWithdrawnMember(circle.owner, at: fixedNow()))
      try await store.save(withdrawn)

      let reopened = try FileCircleRepository(directory: directory)

      let events = try await reopened.undeliveredEvents(limit: 10).map(\.event)
      #expect(events.count == 6)
      #expect(events.suffix(2) == withdrawn.recordedEvents)
    }
  }

  @Test("delivered events leave the snapshot; later events keep counting after them")
  func positionsKeepGrowing() async throws {
    try await withTemporaryDirectory { directory in
      let store = try FileCircleRepository(directory: directory)
      let world = try await CircleWorld(circles: store)
      try await world.join("user-2")
      try await store.markDelivered(through: 1)

      let reopened = try FileCircleRepository(directory: directory)
      var circle = try #require(try await reopened.find(id: world.circleId))
      try circle.join(try UserId("user-3"), at: Fixtures.instant(7))
      try await reopened.save(circle)

      let text = try String(contentsOf: reopened.fileURL, encoding: .utf8)
      #expect(text.components(separatedBy: "memberJoined").count == 2)
      #expect(try await reopened.undeliveredEvents(limit: 10).map(\.position) == [2])
    }
  }

  @Test("a temp file a crash left behind loses nothing: the last written circles and events")
  func crashLeftoverLosesNothing() async throws {
    try await withTemporaryDirectory { directory in
      let store = try FileCircleRepository(directory: directory)
      let world = try await CircleWorld(circles: store)
      try await world.join("user-2")
      // A save killed before its rename leaves a half-written temp file; the snapshot is
      // replaced by one rename, so the file itself holds the old bytes or the new ones.
      let leftover = directory.appendingPathComponent("circles.json.saving")
      try Data(#"{"circles":[{"id":"circ"#.utf8).write(to: leftover)

      let reopened = try FileCircleRepository(directory: directory)

      #expect(!FileManager.default.fileExists(atPath: leftover.path))
      #expect(try await reopened.find(id: world.circleId)?.members.count == 2)
      #expect(try await reopened.undeliveredEvents(limit: 10).map(\.position) == [1])
    }
  }
}
