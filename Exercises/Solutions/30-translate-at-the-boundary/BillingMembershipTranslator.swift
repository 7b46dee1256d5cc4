// Exercise 30 — reference solution. Docs/exercises.md

import Entities
import Foundation
import ValueObjects

/// The anti-corruption layer between billing and this context: asks billing about a user
/// and translates its subscriptions into this context's `UserType`, or refuses.
public struct BillingMembershipTranslator: MembershipSource {
  private let client: any BillingClient

  /// Makes the translator in front of billing's client.
  public init(client: any BillingClient) {
    self.client = client
  }

  /// Whether `user` is a premium or a normal user at `instant`, by billing's subscriptions.
  /// - Throws: ``MembershipTranslationError`` naming what billing said that has no meaning
  ///   here, or that billing cannot be reached.
  public func userType(of user: UserId, at instant: Date) async throws(MembershipTranslationError)
    -> UserType
  {
    let subscriptions: [BillingSubscription]
    do {
      subscriptions = try await client.subscriptions(customerReference: user.value)
    } catch {
      throw .unavailable
    }
    var type = UserType.normal
    for subscription in subscriptions {
      if try Self.makesPremium(subscription, at: instant) { type = .premium }
    }
    return type
  }

  /// Whether one of billing's subscriptions makes a premium member at `instant`.
  private static func makesPremium(_ subscription: BillingSubscription, at instant: Date)
    throws(MembershipTranslationError) -> Bool
  {
    let paid: Bool
    switch subscription.planCode {
    case "FREE": paid = false
    case "PLUS_MONTHLY", "PLUS_YEARLY": paid = true
    default:
      throw .untranslatable(
        reason: "billing's plan code \"\(subscription.planCode)\" has no meaning here")
    }
    switch subscription.status {
    case "active", "trialing": return paid
    case "canceled", "incomplete": return false
    case "past_due":
      guard paid else { return false }
      guard let end = subscription.currentPeriodEnd else {
        throw .untranslatable(reason: "a paid plan past due has no period end")
      }
      return instant < end
    default:
      throw .untranslatable(
        reason: "billing's status \"\(subscription.status)\" has no meaning here")
    }
  }
}
