// Exercise 27: A handler that may be called twice — the rules your code must keep.

import Entities
import EventHandlers
import ExerciseSupport
import Foundation
import Repositories
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise27Solution
#else
  import Exercise27
#endif

/// A history that keeps every entry, duplicates included, as a careless table would.
private actor History: NameHistory {
  private(set) var entries: [FormerName] = []

  func formerNames(of user: UserId) -> [FormerName] { entries.filter { $0.user == user } }
  func note(_ entry: FormerName) { entries.append(entry) }
  var names: [String] { entries.map { "\($0.user.value) was \($0.name.value)" } }
  var instants: [Date] { entries.map(\.until) }
}

/// 2023-11-14 22:13:20 UTC plus `seconds`.
private func instant(_ seconds: Double) -> Date {
  Date(timeIntervalSince1970: 1_700_000_000 + seconds)
}

/// The events of `id`, first named `names[0]`, renamed to each later name a minute apart,
/// as the outbox hands them out: the registration at `first`, each rename after it.
private func renames(of id: String, through names: [String], from first: Int = 1) throws
  -> [UserOutboxEvent]
{
  var user = User.register(id: try UserId(id), name: try UserName(names[0]), at: instant(0))
  for (index, name) in names.dropFirst().enumerated() {
    user.changeName(to: try UserName(name), at: instant(Double(60 * (index + 1))))
  }
  return user.recordedEvents.enumerated().map { index, event in
    UserOutboxEvent(position: first + index, event: event)
  }
}

@Suite("Exercise 27: a handler that may be called twice")
struct Exercise27Tests {
  @Test("a rename notes the user's former name, until the event's own instant")
  func notes() async throws {
    let history = History()
    let handler = NameHistoryHandler(history: history)

    for event in try renames(of: "user-1", through: ["김철수", "이민수"]) {
      try await handler.handle(event)
    }

    #expect(await history.names == ["user-1 was 김철수"])
    #expect(await history.instants == [instant(60)])
  }

  @Test("the same rename handled twice is noted once")
  func twice() async throws {
    let history = History()
    let handler = NameHistoryHandler(history: history)
    let rename = try #require(try renames(of: "user-1", through: ["김철수", "이민수"]).last)

    try await handler.handle(rename)
    try await handler.handle(rename)

    #expect(await history.names == ["user-1 was 김철수"])
  }

  @Test("after a restart, a new handler handed the same rename notes it once")
  func afterRestart() async throws {
    let history = History()
    let rename = try #require(try renames(of: "user-1", through: ["김철수", "이민수"]).last)

    try await NameHistoryHandler(history: history).handle(rename)
    try await NameHistoryHandler(history: history).handle(rename)

    #expect(await history.names == ["user-1 was 김철수"])
  }

  @Test("a user renamed twice has both renames noted: one user, two facts")
  func renamedTwice() async throws {
    let history = History()
    let handler = NameHistoryHandler(history: history)

    for event in try renames(of: "user-1", through: ["김철수", "이민수", "박영희"]) {
      try await handler.handle(event)
    }

    #expect(await history.names == ["user-1 was 김철수", "user-1 was 이민수"])
  }

  @Test("a user renamed back and forth has every rename noted, though the names repeat")
  func backAndForth() async throws {
    let history = History()
    let handler = NameHistoryHandler(history: history)

    for event in try renames(of: "user-1", through: ["김철수", "이민수", "김철수", "이민수"]) {
      try await handler.handle(event)
    }

    #expect(
      await history.names == ["user-1 was 김철수", "user-1 was 이민수", "user-1 was 김철수"])
  }

  @Test("two users renamed at the same instant have a rename noted each")
  func twoUsers() async throws {
    let history = History()
    let handler = NameHistoryHandler(history: history)
    let events =
      try renames(of: "user-1", through: ["김철수", "이민수"])
      + renames(of: "user-2", through: ["박영희", "최지우"], from: 3)

    for event in events { try await handler.handle(event) }

    #expect(await history.names == ["user-1 was 김철수", "user-2 was 박영희"])
  }

  @Test("a registration, a status change or a withdrawal notes nothing")
  func otherEvents() async throws {
    let history = History()
    let handler = NameHistoryHandler(history: history)
    var user = User.register(id: try UserId("user-1"), name: try UserName("김철수"), at: instant(0))
    user.changeStatusMessage(to: try StatusMessage("busy"), at: instant(30))
    user.withdraw(at: instant(90))

    for (index, event) in user.recordedEvents.enumerated() {
      try await handler.handle(UserOutboxEvent(position: index + 1, event: event))
    }

    #expect(await history.names.isEmpty)
  }
}
