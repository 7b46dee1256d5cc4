// Exercise 30 — your turn: write `userType(of:at:)`. See README.md or README.ko.md.

import Entities
import ExerciseSupport
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
    // TODO: ask billing for the user's subscriptions and translate each plan code and status
    // into this context's words, refusing what has no meaning here.
    throw .untranslatable(
      reason: NotImplemented("BillingMembershipTranslator.userType(of:at:)").description)
  }
}
