// Exercise 17: A club keeps its member limit — the rules your code must keep.

import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise17Solution
#else
  import Exercise17
#endif

private func user(_ id: String) throws -> UserId {
  try UserId(id)
}

/// A club owned by `owner` that `others` have joined, in order.
private func makeClub(owner: String = "owner", joinedBy others: [String] = []) throws -> Club {
  var club = Club(owner: try user(owner))
  for other in others { try club.join(try user(other)) }
  return club
}

@Suite("Exercise 17: A club keeps its member limit")
struct Exercise17Tests {
  @Test("a user who is not a member joins at the end of the members")
  func joins() throws {
    // Given a club of its owner and 김철수
    var club = try makeClub(joinedBy: ["kim"])

    // When 박영희 joins
    try club.join(try user("park"))

    // Then she is the last member, after the owner and 김철수
    #expect(club.members == [try user("owner"), try user("kim"), try user("park")])
  }

  @Test("a user who is already a member cannot join again, and the owner is one from the start")
  func duplicateRefused() throws {
    var club = try makeClub(joinedBy: ["kim"])
    let before = club.members

    #expect(throws: ClubError.alreadyMember(try user("kim"))) { try club.join(try user("kim")) }
    #expect(throws: ClubError.alreadyMember(try user("owner"))) {
      try club.join(try user("owner"))
    }
    #expect(club.members == before)
  }

  @Test("a full club refuses another member and its members stay as they were")
  func limitRefused() throws {
    // Given a club with the owner and four others: five members, the limit
    var club = try makeClub(joinedBy: ["m-1", "m-2", "m-3", "m-4"])
    let before = club.members

    // When a sixth user tries to join
    // Then the club is full, and nobody was added
    #expect(throws: ClubError.full(limit: Club.memberLimit)) { try club.join(try user("m-5")) }
    #expect(club.members == before)
    #expect(club.members.count == Club.memberLimit)
  }

  @Test("the owner counts toward the limit: four other users fill a club of five")
  func ownerCounts() throws {
    // Given a club with its owner and three others: four members
    var club = try makeClub(joinedBy: ["m-1", "m-2", "m-3"])

    // When a fourth other user joins, the club reaches the limit
    try club.join(try user("m-4"))
    #expect(club.members.count == 5)

    // Then a fifth other user is one too many
    #expect(throws: ClubError.full(limit: 5)) { try club.join(try user("m-5")) }
  }
}
