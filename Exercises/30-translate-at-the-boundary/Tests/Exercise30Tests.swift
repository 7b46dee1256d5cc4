// Exercise 30: Billing's answer, translated at the boundary — the rules your code must keep.

import Entities
import ExerciseSupport
import Foundation
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise30Solution
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  import Exercise30
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// The instant every question is asked at.
private let now = Date(timeIntervalSince1970: 1_700_000_000)

/// Billing, faked: the subscriptions it holds by customer reference, or out of reach.
private struct FakeBilling: BillingClient {
  struct Unreachable: Error {}

  var held: [String: [BillingSubscription]] = [:]
  var reachable = true

  func subscriptions(customerReference: String) throws -> [BillingSubscription] {
    guard reachable else { throw Unreachable() }
    return held[customerReference] ?? []
  }
}

/// A subscription of `user-1`'s, as billing sends it.
private func subscription(
  _ plan: String, _ status: String, endingIn seconds: TimeInterval? = 86_400
) -> BillingSubscription {
  BillingSubscription(
    customerReference: "user-1", planCode: plan, status: status,
    currentPeriodEnd: plan == "FREE" ? nil : seconds.map { now + $0 })
}

/// What the translator says about `user-1`, whose subscriptions billing holds as given.
private func userType(_ subscriptions: [BillingSubscription], at instant: Date = now)
  async throws -> UserType
{
  let billing = FakeBilling(held: ["user-1": subscriptions])
  let user = try UserId("user-1")
  return try await BillingMembershipTranslator(client: billing).userType(of: user, at: instant)
}

@Suite("Exercise 30: Billing's answer, translated at the boundary")
struct Exercise30Tests {
  @Test("a paid plan that is active or trialing makes a premium member")
  func paidPlans() async throws {
    for plan in ["PLUS_MONTHLY", "PLUS_YEARLY"] {
      for status in ["active", "trialing"] {
        #expect(try await userType([subscription(plan, status)]) == .premium, "\(plan) \(status)")
      }
    }
  }

  @Test("the free plan, a paid plan canceled or never completed, and no plan make a normal user")
  func normalUsers() async throws {
    #expect(try await userType([subscription("FREE", "active")]) == .normal)
    #expect(try await userType([subscription("PLUS_MONTHLY", "canceled")]) == .normal)
    #expect(try await userType([subscription("PLUS_YEARLY", "incomplete")]) == .normal)
    #expect(try await userType([]) == .normal)
  }

  @Test("a paid plan past due stays premium until its period ends, and not a second after")
  func pastDue() async throws {
    let pastDue = [subscription("PLUS_MONTHLY", "past_due", endingIn: 60)]

    #expect(try await userType(pastDue) == .premium)
    #expect(try await userType(pastDue, at: now + 59) == .premium)
    #expect(try await userType(pastDue, at: now + 60) == .normal)
    await #expect(
      throws: MembershipTranslationError.untranslatable(
        reason: "a paid plan past due has no period end")
    ) { try await userType([subscription("PLUS_MONTHLY", "past_due", endingIn: nil)]) }
  }

  @Test("a plan code or a status billing never told us about is refused, naming it, not guessed")
  func unknownWords() async throws {
    await #expect(
      throws: MembershipTranslationError.untranslatable(
        reason: #"billing's plan code "GOLD" has no meaning here"#)
    ) { try await userType([subscription("GOLD", "active")]) }
    await #expect(
      throws: MembershipTranslationError.untranslatable(
        reason: #"billing's status "paused" has no meaning here"#)
    ) { try await userType([subscription("PLUS_MONTHLY", "paused")]) }
  }

  @Test("of several subscriptions any paid one counts, and one that does not translate refuses all")
  func severalSubscriptions() async throws {
    let history = [
      subscription("PLUS_MONTHLY", "canceled"), subscription("PLUS_YEARLY", "active"),
      subscription("FREE", "active"),
    ]
    #expect(try await userType(history) == .premium)

    await #expect(
      throws: MembershipTranslationError.untranslatable(
        reason: #"billing's plan code "GOLD" has no meaning here"#)
    ) { try await userType(history + [subscription("GOLD", "active")]) }
  }

  @Test("billing out of reach is reported as unavailable, never as a normal user")
  func unreachable() async throws {
    let translator = BillingMembershipTranslator(client: FakeBilling(reachable: false))

    await #expect(throws: MembershipTranslationError.unavailable) {
      try await translator.userType(of: UserId("user-1"), at: now)
    }
  }

  @Test("only the translator knows billing's words: no type of ours learns them or hands them out")
  func billingStaysOut() throws {
    // The billing context's own file is not ours to police; the port file and the translator
    // are: nothing of ours is extended, and no public declaration hands out a billing type.
    let extended = try code.lines(
      matching: #"extension (UserType|UserId|Identifier|MembershipTranslationError"#
        + #"|MembershipSource)\b"#)
    let handedOut = try code.lines(
      matching: #"public (var|let|func|static|typealias)[^{}]*Billing(Subscription|Client)"#
    ).filter { !$0.hasPrefix("Billing.swift:") }
    let named = try code.lines(
      matching: #"Billing(Subscription|Client)"#, in: "MembershipSource.swift")

    let found = extended + handedOut + named
    #expect(
      found.isEmpty,
      """
      billing's model reaches this context's types: \(found.joined(separator: "; "))
      """)
  }
}
