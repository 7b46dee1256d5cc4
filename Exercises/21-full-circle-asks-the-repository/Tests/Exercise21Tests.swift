// Exercise 21: The full-circle rule asks the repository — the rules your code must keep.

import Aggregates
import ExerciseSupport
import Foundation
import Synchronization
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise21Solution
#else
  import Exercise21
#endif

/// A user store's answer to the port: who is premium, changeable, and every question asked.
private final class PremiumUsers: PremiumMemberCounter {
  private let state: Mutex<(premium: Set<UserId>, questions: [[UserId]])>

  init(_ premium: Set<UserId> = []) {
    state = Mutex((premium, []))
  }

  func countPremiumMembers(among members: [UserId]) async throws -> Int {
    state.withLock { state in
      state.questions.append(members)
      return members.filter { state.premium.contains($0) }.count
    }
  }

  func upgrade(_ user: UserId) { state.withLock { _ = $0.premium.insert(user) } }
  func downgrade(_ user: UserId) { state.withLock { _ = $0.premium.remove(user) } }
  var questions: [[UserId]] { state.withLock { $0.questions } }
}

/// The circle's `number`-th member: the owner is member 0.
private func member(_ number: Int) throws -> UserId {
  try UserId(number == 0 ? "owner" : "member-\(number)")
}

/// A circle restored with `count` members (restoring allows up to 50).
private func circle(members count: Int) throws -> Circle {
  try Circle(
    restoring: try CircleId("circle-1"), name: try CircleName("book club"),
    owner: try member(0), members: try (0..<count).map(member),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

/// Premium users: members 1 … `count` of the circle.
private func premium(_ count: Int) throws -> Set<UserId> {
  Set(try (0..<count).map { try member($0 + 1) })
}

@Suite("Exercise 21: The full-circle rule asks the repository")
struct Exercise21Tests {
  @Test("with 10 premium members the limit is 30: 29 members have room, 30 are full")
  func standardLimit() async throws {
    let rule = MemberLimitRule(premiumMembers: PremiumUsers(try premium(10)))
    #expect(try await rule.limit(for: circle(members: 30)) == 30)
    #expect(try await !rule.isSatisfied(by: circle(members: 29)))
    #expect(try await rule.isSatisfied(by: circle(members: 30)))
  }

  @Test("with 11 premium members the limit is 50: 49 members have room, 50 are full")
  func premiumLimit() async throws {
    let rule = MemberLimitRule(premiumMembers: PremiumUsers(try premium(11)))
    #expect(try await rule.limit(for: circle(members: 30)) == 50)
    #expect(try await !rule.isSatisfied(by: circle(members: 30)))
    #expect(try await !rule.isSatisfied(by: circle(members: 49)))
    #expect(try await rule.isSatisfied(by: circle(members: 50)))
  }

  @Test("only the circle's own members are asked about: premium users elsewhere do not count")
  func asksAboutTheMembers() async throws {
    let outsiders = Set(try (1...20).map { try UserId("outsider-\($0)") })
    let users = PremiumUsers(outsiders)
    let candidate = try circle(members: 30)

    #expect(try await MemberLimitRule(premiumMembers: users).isSatisfied(by: candidate))
    #expect(users.questions.allSatisfy { $0 == candidate.members })
    #expect(!users.questions.isEmpty)
  }

  @Test("the rule asks again each time: an upgrade or a downgrade changes the answer at once")
  func asksEveryTime() async throws {
    let users = PremiumUsers(try premium(10))
    let rule = MemberLimitRule(premiumMembers: users)
    let candidate = try circle(members: 30)
    #expect(try await rule.isSatisfied(by: candidate))

    users.upgrade(try member(11))
    #expect(try await !rule.isSatisfied(by: candidate))

    users.downgrade(try member(11))
    #expect(try await rule.isSatisfied(by: candidate))
  }

  @Test("a circle past its limit after downgrades is full: nobody new may join")
  func overFullIsFull() async throws {
    let rule = MemberLimitRule(premiumMembers: PremiumUsers(try premium(10)))
    #expect(try await rule.isSatisfied(by: circle(members: 40)))
  }

  @Test("the rule agrees with the chapter's CircleFullSpecification at every edge")
  func agreesWithTheChapter() async throws {
    for premiumCount in [0, 10, 11, 20] {
      for count in [1, 29, 30, 31, 49, 50] {
        let users = PremiumUsers(try premium(min(premiumCount, count - 1)))
        let candidate = try circle(members: count)
        let chapter = CircleFullSpecification(premiumMembers: users)
        let mine = MemberLimitRule(premiumMembers: users)
        #expect(
          try await mine.isSatisfied(by: candidate) == chapter.isSatisfied(by: candidate),
          "\(premiumCount) premium, \(count) members")
      }
    }
  }

  @Test("the numbers 30, 50 and 10 are not written in the rule: it names the domain's constants")
  func noMagicNumbers() throws {
    #if ReferenceSolutions
      let code = CodeUnderTest(testFile: #filePath, isSolution: true)
    #else
      let code = CodeUnderTest(testFile: #filePath, isSolution: false)
    #endif
    let found = try code.lines(matching: #"\b(30|50|10)\b"#, in: "MemberLimitRule.swift")
    #expect(
      found.isEmpty,
      """
      the rule writes 30, 50 or 10; name Circle.memberLimit and CircleFullSpecification's \
      constants: \(found.joined(separator: "; "))
      """)
  }
}
