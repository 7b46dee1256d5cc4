// Exercise 09: UserRecord to User and back — the rules your code must keep.

import Entities
import Foundation
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise09Solution
#else
  import Exercise09
#endif

/// 2023-11-14 22:13:20.5 UTC: half a second past, so a lost fraction would show.
private let registeredAt = Date(timeIntervalSince1970: 1_700_000_000.5)

private func kim() throws -> User {
  User(
    id: try UserId("user-1"), name: try UserName("김철수"),
    statusMessage: try StatusMessage("DDD 공부 중"), createdAt: registeredAt)
}

private func record(id: String = "user-1", name: String = "김철수", statusMessage: String = "")
  -> UserRecord
{
  UserRecord(id: id, name: name, statusMessage: statusMessage, createdAt: 1_700_000_000)
}

@Suite("Exercise 09: UserRecord to User and back")
struct Exercise09Tests {
  @Test("a user stored as a record, written as JSON and read back is the same user")
  func roundTrip() throws {
    let user = try kim()

    let json = try JSONEncoder().encode(UserRecord(user))
    let loaded = try JSONDecoder().decode(UserRecord.self, from: json).makeUser()

    #expect(loaded == user)
  }

  @Test("a record holds plain text, and the creation instant as seconds since 1970")
  func plainFields() throws {
    let record = UserRecord(try kim())

    #expect(record.id == "user-1")
    #expect(record.name == "김철수")
    #expect(record.statusMessage == "DDD 공부 중")
    #expect(record.createdAt == 1_700_000_000.5)
  }

  @Test("a stored name of 2 characters breaks the user-name rule and is refused, not loaded")
  func shortNameRefused() {
    #expect(throws: UserName.ValidationError.tooShort(input: "이민", count: 2)) {
      try record(name: "이민").makeUser()
    }
  }

  @Test("a stored id holding a path separator is refused, not loaded")
  func unsafeIdRefused() {
    #expect(throws: UserId.ValidationError.disallowedCharacter(input: "users/1", character: "/")) {
      try record(id: "users/1").makeUser()
    }
  }

  @Test("a stored status message over 140 characters is refused, not loaded")
  func longStatusRefused() {
    #expect(throws: StatusMessage.ValidationError.self) {
      try record(statusMessage: String(repeating: "가", count: 141)).makeUser()
    }
  }
}
