// Exercise 26: A rename records its event, stored in the same write — the rules your code must keep.

import Entities
import EventAndQueryAdapters
import ExerciseSupport
import Foundation
import Persistence
import Repositories
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise26Solution
#else
  import Exercise26
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

private let clock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_700_000_600) }

/// A user store that counts the writes it gets, in front of the in-memory store.
private actor CountingStore: UserRepository {
  let inner = InMemoryUserRepository()
  private(set) var calls: [String] = []

  func save(_ user: User) async throws {
    calls.append("save")
    try await inner.save(user)
  }
  func find(id: UserId) async throws -> User? { await inner.find(id: id) }
  func find(name: UserName) async throws -> User? { await inner.find(name: name) }
  func findAll() async throws -> [User] { await inner.findAll() }
  func delete(_ user: User) async throws {
    calls.append("delete")
    try await inner.delete(user)
  }
  /// The events the store kept with the saves.
  func storedEvents() async -> [UserEvent] {
    await inner.undeliveredEvents(limit: 10).map(\.event)
  }

  func forgetCalls() { calls = [] }
}

/// A store holding 김철수 (user-1), and the use case over it.
private func setUp() async throws -> (CountingStore, RenameWithEvent) {
  let store = CountingStore()
  try await store.save(
    User(
      id: try UserId("user-1"), name: try UserName("김철수"),
      createdAt: Date(timeIntervalSince1970: 1_700_000_000)))
  await store.forgetCalls()
  return (store, RenameWithEvent(users: store, now: clock))
}

@Suite("Exercise 26: a rename records its event, in the same commit")
struct Exercise26Tests {
  @Test("the renamed user is stored with UserRenamed, stamped by the injected clock")
  func storesChangeAndEvent() async throws {
    let (store, useCase) = try await setUp()

    let renamed = try await useCase.rename(try UserId("user-1"), to: try UserName("이민수"))

    #expect(renamed.name.value == "이민수")
    #expect(try await store.find(id: try UserId("user-1"))?.name.value == "이민수")
    let events = await store.storedEvents()
    guard case .renamed(let fact)? = events.first, events.count == 1 else {
      Issue.record("expected one UserRenamed in the outbox; got \(events)")
      return
    }
    #expect(fact.previousName.value == "김철수")
    #expect(fact.name.value == "이민수")
    #expect(fact.occurredAt == clock())
  }

  @Test("the user handed back is the one the store now holds, so the caller can change it again")
  func returnsTheSavedCopy() async throws {
    let (store, useCase) = try await setUp()

    var renamed = try await useCase.rename(try UserId("user-1"), to: try UserName("이민수"))

    let stored = try #require(try await store.find(id: try UserId("user-1")))
    #expect(renamed.version == stored.version)
    #expect(renamed.recordedEvents.isEmpty)
    // A copy one version behind would be refused here as stale.
    renamed.changeStatusMessage(to: try StatusMessage("hello"), at: clock())
    try await store.save(renamed)
    #expect(try await store.find(id: try UserId("user-1"))?.statusMessage.value == "hello")
  }

  @Test("the change and its event go to the store in one save, never in two steps")
  func oneCommit() async throws {
    let (store, useCase) = try await setUp()

    _ = try await useCase.rename(try UserId("user-1"), to: try UserName("이민수"))

    #expect(await store.calls == ["save"])
    #expect(await store.storedEvents().count == 1)
  }

  @Test("a rename to the name the user already has stores nothing and records nothing")
  func sameName() async throws {
    let (store, useCase) = try await setUp()

    let unchanged = try await useCase.rename(try UserId("user-1"), to: try UserName("김철수"))

    #expect(unchanged.name.value == "김철수")
    #expect(await store.calls.isEmpty)
    #expect(await store.storedEvents().isEmpty)
  }

  @Test("an unknown id is reported as userNotFound and nothing is stored")
  func unknownUser() async throws {
    let (store, useCase) = try await setUp()

    await #expect(throws: RenameError.userNotFound(try UserId("user-9"))) {
      try await useCase.rename(try UserId("user-9"), to: try UserName("이민수"))
    }
    #expect(await store.calls.isEmpty)
  }

  @Test("the event's instant comes from the injected clock, never from Date()")
  func noWallClock() throws {
    let found = try code.lines(matching: #"Date\(\)"#)
    #expect(
      found.isEmpty,
      """
      the use case reads the wall clock; stamp the rename with the injected now: \(found.joined(separator: "; "))
      """)
  }
}
