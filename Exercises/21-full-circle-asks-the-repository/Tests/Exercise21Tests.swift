// Exercise 21: The full-circle rule asks about the owner — the rules your code must keep.

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

/// A user store's answer to the port: who is premium, changeable, and every user asked about.
private final class PremiumUsers: PremiumUserLookup {
  private let state: Mutex<(premium: Set<UserId>, asked: [UserId])>

  init(_ premium: Set<UserId> = []) {
    state = Mutex((premium, []))
  }

  func isPremium(_ user: UserId) async throws -> Bool {
    state.withLock { state in
      state.asked.append(user)
      return state.premium.contains(user)
    }
  }

  func upgrade(_ user: UserId) { state.withLock { _ = $0.premium.insert(user) } }
  func downgrade(_ user: UserId) { state.withLock { _ = $0.premium.remove(user) } }
  var asked: [UserId] { state.withLock { $0.asked } }
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

@Suite("Exercise 21: The full-circle rule asks about the owner")
struct Exercise21Tests {
  @Test("with a normal owner the limit is 30: 29 members have room, 30 are full")
  func standardLimit() async throws {
    let rule = MemberLimitRule(premiumUsers: PremiumUsers())
    #expect(try await rule.limit(for: circle(members: 30)) == 30)
    #expect(try await !rule.isSatisfied(by: circle(members: 29)))
    #expect(try await rule.isSatisfied(by: circle(members: 30)))
  }

  @Test("with a premium owner the limit is 50: 49 members have room, 50 are full")
  func premiumLimit() async throws {
    let rule = MemberLimitRule(premiumUsers: PremiumUsers([try member(0)]))
    #expect(try await rule.limit(for: circle(members: 30)) == 50)
    #expect(try await !rule.isSatisfied(by: circle(members: 30)))
    #expect(try await !rule.isSatisfied(by: circle(members: 49)))
    #expect(try await rule.isSatisfied(by: circle(members: 50)))
  }

  @Test("only the owner's plan counts: other premium members change nothing")
  func asksAboutTheOwner() async throws {
    let users = PremiumUsers(Set(try (1..<30).map(member)))
    let candidate = try circle(members: 30)

    #expect(try await MemberLimitRule(premiumUsers: users).isSatisfied(by: candidate))
    #expect(users.asked.allSatisfy { $0 == candidate.owner })
    #expect(!users.asked.isEmpty)
  }

  @Test("the rule asks again each time: the owner's upgrade or downgrade counts at once")
  func asksEveryTime() async throws {
    let users = PremiumUsers()
    let rule = MemberLimitRule(premiumUsers: users)
    let candidate = try circle(members: 30)
    #expect(try await rule.isSatisfied(by: candidate))

    users.upgrade(try member(0))
    #expect(try await !rule.isSatisfied(by: candidate))

    users.downgrade(try member(0))
    #expect(try await rule.isSatisfied(by: candidate))
  }

  @Test("a circle past its limit after its owner downgrades is full: nobody new may join")
  func overFullIsFull() async throws {
    let rule = MemberLimitRule(premiumUsers: PremiumUsers())
    #expect(try await rule.isSatisfied(by: circle(members: 40)))
  }

  @Test("the numbers 30 and 50 are not written in the rule: it names the domain's constants")
  func noMagicNumbers() throws {
    #if ReferenceSolutions
      let code = CodeUnderTest(testFile: #filePath, isSolution: true)
    #else
      let code = CodeUnderTest(testFile: #filePath, isSolution: false)
    #endif
    let found = try code.lines(matching: #"\b(30|50)\b"#, in: "MemberLimitRule.swift")
    #expect(
      found.isEmpty,
      """
      the rule writes 30 or 50; name Circle.memberLimit and \
      CircleFullSpecification.higherMemberLimit: \
      \(found.joined(separator: "; "))
      """)
  }
}
