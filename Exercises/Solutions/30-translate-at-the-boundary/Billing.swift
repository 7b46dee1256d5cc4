// Exercise 30 — reference solution: the billing context's model, as the stub has it.
// Docs/exercises.md

import Foundation

/// A subscription as the billing context keeps it, in its own words.
///
/// Its plan codes, its statuses, its customer references are billing's. It is not this
/// context's model: only the translator reads it.
public struct BillingSubscription: Sendable, Hashable {
  /// The reference this app gave billing for the customer: the user id's text.
  public let customerReference: String
  /// Billing's plan: "FREE", "PLUS_MONTHLY" or "PLUS_YEARLY" today; billing may add more.
  public let planCode: String
  /// Billing's status: "active", "trialing", "past_due", "canceled" or "incomplete" today.
  public let status: String
  /// When the paid period ends; billing sends none for the free plan.
  public let currentPeriodEnd: Date?

  /// Mirrors one subscription as billing sends it.
  public init(
    customerReference: String, planCode: String, status: String, currentPeriodEnd: Date?
  ) {
    self.customerReference = customerReference
    self.planCode = planCode
    self.status = status
    self.currentPeriodEnd = currentPeriodEnd
  }
}

/// The billing context's client, as its SDK offers it.
public protocol BillingClient: Sendable {
  /// Every subscription billing holds for the customer with this reference, oldest first.
  func subscriptions(customerReference: String) async throws -> [BillingSubscription]
}
