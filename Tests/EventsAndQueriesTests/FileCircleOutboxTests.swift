// Chapter 9 — Published after commit (EV-2): the circles' journal holds the outbox.
// Docs/09-events-and-queries.md

import Aggregates
import CirclePersistence
import Foundation
import JournalEngine
import TestSupport
import Testing
import ValueObjects

/// Runs `body` with a file circle repository in a fresh folder where user-1 … user-3 are users.
private func withFileStore(
  faults: SimulatedFaults? = nil, _ body: (URL, FileCircleRepository) async throws -> Void
) async throws {
  try await withTemporaryDirectory { directory in
    try await Fixtures.registerUsers(["user-1", "user-2", "user-3"], in: directory)
    if let faults { SimulatedFaults.install(faults, forJournalsIn: directory.path) }
    try await body(directory, try FileCircleRepository(directory: directory))
  }
}

@Suite("The circles' journal holds the circles and their events, committed together (EV-2)")
struct FileCircleOutboxTests {
  @Test("a join whose write fails stores neither the circle nor its event")
  func failedWriteStoresNothing() async throws {
    let faults = SimulatedFaults()
    try await withFileStore(faults: faults) { directory, store in
      let world = try await CircleWorld(circles: store)
      faults.failNext(.sync)

      await #expect(throws: (any Error).self) { try await world.join("user-2") }

      let reopened = try FileCircleRepository(directory: directory)
      #expect(try await reopened.find(id: world.circleId)?.members.map(\.value) == ["user-1"])
      #expect(try await reopened.undeliveredEvents(limit: 10).isEmpty)
    }
  }

  @Test("every kind of circle event survives the journal: left, renamed, ownership passed")
  func everyKindRoundTrips() async throws {
    try await withFileStore { directory, store in
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

  @Test("delivered events leave the outbox; later events keep counting after them")
  func positionsKeepGrowing() async throws {
    try await withFileStore { directory, store in
      let world = try await CircleWorld(circles: store)
      try await world.join("user-2")
      try await store.markDelivered(through: 1)

      let reopened = try FileCircleRepository(directory: directory)
      #expect(try await reopened.undeliveredEvents(limit: 10).isEmpty)
      var circle = try #require(try await reopened.find(id: world.circleId))
      try circle.join(try UserId("user-3"), at: Fixtures.instant(7))
      try await reopened.save(circle)

      #expect(
        try await FileCircleRepository(directory: directory).undeliveredEvents(limit: 10)
          .map(\.position) == [2])
    }
  }

  @Test("a transaction a crash cut short is dropped at the next open; everything before it stays")
  func tornTailIsDropped() async throws {
    try await withFileStore { directory, store in
      let world = try await CircleWorld(circles: store)
      try await world.join("user-2")
      let intact = try Data(contentsOf: store.journalURL)
      // A save killed mid-write leaves part of a transaction after the last commit record.
      try (intact + Data("0badf00d save circle circle-1 {\"na".utf8)).write(to: store.journalURL)

      let reopened = try FileCircleRepository(directory: directory)

      #expect(try await reopened.find(id: world.circleId)?.members.count == 2)
      #expect(try await reopened.undeliveredEvents(limit: 10).map(\.position) == [1])
      #expect(try Data(contentsOf: store.journalURL) == intact)
    }
  }
}
