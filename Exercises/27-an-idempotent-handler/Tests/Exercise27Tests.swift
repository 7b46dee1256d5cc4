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

/// A book that keeps every award, duplicates included, as a careless table would.
private actor Book: BadgeBook {
  private(set) var awards: [(user: UserId, at: Date)] = []

  func hasBadge(_ user: UserId) -> Bool { awards.contains { $0.user == user } }
  func award(_ user: UserId, at instant: Date) { awards.append((user, instant)) }
  var users: [String] { awards.map(\.user.value) }
  var instants: [Date] { awards.map(\.at) }
}

/// The registration of `id` at `seconds` after 2023-11-14 22:13:20 UTC, as the outbox hands it out.
private func registration(_ id: String, at seconds: Double, position: Int) throws -> UserOutboxEvent
{
  let user = User.register(
    id: try UserId(id), name: try UserName("name \(id)"),
    at: Date(timeIntervalSince1970: 1_700_000_000 + seconds))
  return UserOutboxEvent(position: position, event: try #require(user.recordedEvents.first))
}

@Suite("Exercise 27: a handler that may be called twice")
struct Exercise27Tests {
  @Test("a registration awards its user one badge, stamped with the event's own instant")
  func awards() async throws {
    let book = Book()

    try await WelcomeBadgeHandler(book: book).handle(
      try registration("user-1", at: 30, position: 1))

    #expect(await book.users == ["user-1"])
    #expect(await book.instants == [Date(timeIntervalSince1970: 1_700_000_030)])
  }

  @Test("the same event handled twice leaves one badge")
  func twice() async throws {
    let book = Book()
    let handler = WelcomeBadgeHandler(book: book)
    let event = try registration("user-1", at: 30, position: 1)

    try await handler.handle(event)
    try await handler.handle(event)

    #expect(await book.users == ["user-1"])
  }

  @Test("after a restart, a new handler handed the same event leaves one badge")
  func afterRestart() async throws {
    let book = Book()
    let event = try registration("user-1", at: 30, position: 1)

    try await WelcomeBadgeHandler(book: book).handle(event)
    try await WelcomeBadgeHandler(book: book).handle(event)

    #expect(await book.users == ["user-1"])
  }

  @Test("two users who register get a badge each")
  func twoUsers() async throws {
    let book = Book()
    let handler = WelcomeBadgeHandler(book: book)

    try await handler.handle(try registration("user-1", at: 30, position: 1))
    try await handler.handle(try registration("user-2", at: 40, position: 2))

    #expect(await book.users == ["user-1", "user-2"])
  }

  @Test("a rename or a withdrawal awards nothing")
  func otherEvents() async throws {
    let book = Book()
    let handler = WelcomeBadgeHandler(book: book)
    var user = User(
      id: try UserId("user-1"), name: try UserName("김철수"),
      createdAt: Date(timeIntervalSince1970: 1_700_000_000))
    user.changeName(to: try UserName("이민수"), at: Date(timeIntervalSince1970: 1_700_000_060))
    user.withdraw(at: Date(timeIntervalSince1970: 1_700_000_090))

    for (index, event) in user.recordedEvents.enumerated() {
      try await handler.handle(UserOutboxEvent(position: index + 1, event: event))
    }

    #expect(await book.users.isEmpty)
  }
}
