// Exercise 09: A user row for another service's table — the rules your code must keep.

import Entities
import Foundation
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise09Solution
#else
  import Exercise09
#endif

/// 2023-11-14 22:13:20.123 UTC: a fraction of a second past, so a lost fraction would show.
private let registeredAt = Date(timeIntervalSince1970: 1_700_000_000.123)

private func kim(statusMessage: String = "DDD 공부 중", createdAt: Date = registeredAt) throws
  -> User
{
  User(
    id: try UserId("user-1"), name: try UserName("김철수"),
    statusMessage: try StatusMessage(statusMessage), createdAt: createdAt)
}

private func row(id: String = "user-1", name: String = "김철수", statusMessage: String? = nil)
  -> UserRow
{
  UserRow(
    id: id, name: name, statusMessage: statusMessage, createdAtMilliseconds: 1_700_000_000_000)
}

@Suite("Exercise 09: A user row for another service's table")
struct Exercise09Tests {
  @Test("a user stored as a row, written as JSON and read back is the same user")
  func roundTrip() throws {
    for user in [try kim(), try kim(statusMessage: "")] {
      let json = try JSONEncoder().encode(UserRow(user))
      let loaded = try JSONDecoder().decode(UserRow.self, from: json).makeUser()

      #expect(loaded == user)
    }
  }

  @Test("a row holds plain text, and the creation instant as whole milliseconds since 1970")
  func plainColumns() throws {
    let row = UserRow(try kim())

    #expect(row.id == "user-1")
    #expect(row.name == "김철수")
    #expect(row.statusMessage == "DDD 공부 중")
    #expect(row.createdAtMilliseconds == 1_700_000_000_123)
  }

  @Test("a user with no status message is stored with none, nil, not with empty text")
  func noMessageIsNil() throws {
    #expect(UserRow(try kim(statusMessage: "")).statusMessage == nil)
    #expect(try row(statusMessage: nil).makeUser().statusMessage == .empty)
  }

  @Test("an instant between two milliseconds is stored as the nearer one")
  func roundedToTheNearestMillisecond() throws {
    let justPast = try kim(createdAt: Date(timeIntervalSince1970: 1_700_000_000.0008))

    #expect(UserRow(justPast).createdAtMilliseconds == 1_700_000_000_001)
  }

  @Test("a stored name of 2 characters breaks the user-name rule and is refused, not loaded")
  func shortNameRefused() {
    #expect(throws: UserName.ValidationError.tooShort(input: "이민", count: 2)) {
      try row(name: "이민").makeUser()
    }
  }

  @Test("a stored id holding a path separator is refused, not loaded")
  func unsafeIdRefused() {
    #expect(throws: UserId.ValidationError.disallowedCharacter(input: "users/1", character: "/")) {
      try row(id: "users/1").makeUser()
    }
  }

  @Test("a stored status message over 140 characters is refused, not loaded")
  func longStatusRefused() {
    #expect(throws: StatusMessage.ValidationError.self) {
      try row(statusMessage: String(repeating: "가", count: 141)).makeUser()
    }
  }
}
