// Exercise 05: Identity versus equality — the rules your code must keep.

import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise05Solution
#else
  import Exercise05
#endif

private func member(_ id: String, _ name: String) throws -> Member {
  Member(id: try UserId(id), name: try UserName(name))
}

@Suite("Exercise 05: Identity versus equality")
struct Exercise05Tests {
  @Test("a renamed member is the same member, but not == its snapshot from before the rename")
  func renamedMember() throws {
    // Given 김철수, and a snapshot taken before the rename
    var kim = try member("member-1", "김철수")
    let beforeRename = kim

    // When the member is renamed
    kim.rename(to: try UserName("김영수"))

    // Then it is still the same member, but its state is no longer the same
    #expect(kim.hasSameIdentity(as: beforeRename))
    #expect(kim != beforeRename)
  }

  @Test("two members with the same name and different ids are two different members")
  func sameNameDifferentIds() throws {
    // Given two people who happen to share a name
    let first = try member("member-1", "김철수")
    let second = try member("member-2", "김철수")

    // Then they are not the same member
    #expect(!first.hasSameIdentity(as: second))
    #expect(!second.hasSameIdentity(as: first))
  }

  @Test("a member is the same member as itself")
  func sameAsItself() throws {
    let kim = try member("member-1", "김철수")

    #expect(kim.hasSameIdentity(as: kim))
  }

  @Test("identity survives any number of changes: every snapshot is the same member")
  func identitySurvivesChanges() throws {
    // Given a member renamed three times, with a snapshot kept after each step
    var kim = try member("member-1", "김철수")
    var snapshots = [kim]
    for name in ["김영수", "영수 킴", "Young-su Kim"] {
      kim.rename(to: try UserName(name))
      snapshots.append(kim)
    }

    // Then every snapshot, from the first to the last, is the same member as today's
    #expect(snapshots.allSatisfy { $0.hasSameIdentity(as: kim) })
    #expect(snapshots.allSatisfy { kim.hasSameIdentity(as: $0) })
  }
}
