// Chapter 9 — Stored with the change (EV-2): the file repository's outbox lines, old and new.
// Docs/09-events-and-queries.md
//
// Read first: `oldJournalStillReads`. Journals written before a user recorded its status
// changes, upgrades and downgrades hold only the first three kinds of event; they must
// open unchanged. The new kinds are lines of the same shape and survive a reopen.

import Entities
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

@Suite("The file store's outbox keeps every kind of user event across a reopen (EV-2)")
struct OutboxRecordTests {
  @Test("a journal written before the new kinds of event opens with its events unchanged")
  func oldJournalStillReads() async throws {
    try await withTemporaryDirectory { directory in
      let registered =
        #"save {"outbox":{"event":{"kind":"registered","name":"alice","occurredAt":1700000001,"#
        + #""user":"user-1"}}}"#
      let renamed =
        #"save {"outbox":{"event":{"kind":"renamed","name":"alicia","occurredAt":1700000002,"#
        + #""previousName":"alice","user":"user-1"}}}"#
      let old =
        JournalBytes.header()
        + JournalBytes.transaction(
          JournalBytes.saveLine(id: "user-1", name: "alice"), JournalBytes.line(registered))
        + JournalBytes.transaction(
          JournalBytes.saveLine(id: "user-1", name: "alicia"), JournalBytes.line(renamed))
      try old.write(to: directory.appendingPathComponent("users.journal"))

      let store = try FileUserRepository(directory: directory)
      let events = try await store.undeliveredEvents(limit: 10)

      #expect(events.map(\.position) == [1, 2])
      guard case .registered(let first) = events.first?.event,
        case .renamed(let second) = events.last?.event
      else {
        Issue.record("expected UserRegistered then UserRenamed, got \(events)")
        return
      }
      #expect(
        first.name.value == "alice"
          && first.occurredAt == Date(timeIntervalSince1970: 1_700_000_001))
      #expect(second.previousName.value == "alice" && second.name.value == "alicia")
    }
  }

  @Test("every kind of user event a user records is read back, in order, after a reopen")
  func everyKindSurvivesAReopen() async throws {
    try await withTemporaryDirectory { directory in
      let store = try FileUserRepository(directory: directory)
      var kim = User.register(
        id: try Fixtures.id("user-1"), name: try Fixtures.name("김철수"), at: Fixtures.instant(1))
      kim.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(2))
      kim.changeStatusMessage(to: try StatusMessage("DDD 공부 중"), at: Fixtures.instant(3))
      kim.upgrade(at: Fixtures.instant(4))
      kim.downgrade(at: Fixtures.instant(5))
      try await store.save(kim)
      var stored = try #require(try await store.find(id: kim.id))
      stored.withdraw(at: Fixtures.instant(6))
      let work = store.beginUnitOfWork()
      await work.registerNew(WithdrawnUser(stored, withdrawnAt: Fixtures.instant(6)))
      await work.registerDeleted(stored)
      try await work.commit()

      let reopened = try FileUserRepository(directory: directory)
      let events = try await reopened.undeliveredEvents(limit: 10).map(\.event)

      #expect(events == kim.recordedEvents + stored.recordedEvents)
      #expect(events.count == 6)
    }
  }
}
