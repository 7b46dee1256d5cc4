// Chapter 11 — Strategic design (SD-5): the notification context reads the circles' published
// language, and nothing else of theirs. Docs/11-strategic-design.md
//
// Read first: the imports. This module imports `CircleIntegrationEvents` and not
// `Aggregates`: it never sees a `Circle`, a `CircleId` or the circles' repository, so the circles
// context may change its model freely as long as it keeps its published language. Everything
// the notice needs came in the message.

import CircleIntegrationEvents
import Foundation

// region: CircleEventConsumer
/// Decides what the notification context tells people when the circles context publishes.
public struct CircleEventConsumer: Sendable {
  /// Makes the consumer.
  public init() {}

  /// The notice `message` calls for: the owner is told who joined their circle, and how many
  /// members it now has when the message's version says; an owner is never told about
  /// themselves.
  /// - Throws: `CircleIntegrationEventError` when the message cannot be read, naming the
  ///   rule (an unknown schema version among them); nothing is decided from it.
  public func notice(for message: Data) throws(CircleIntegrationEventError) -> Notice? {
    let joined = try MemberJoinedIntegrationEvent.decode(message)
    guard joined.memberId != joined.ownerId else { return nil }
    let count = joined.memberCount.map { " (now \($0) members)" } ?? ""
    return Notice(
      recipient: joined.ownerId, text: "\(joined.memberId) joined \(joined.circleName)\(count)",
      deduplicationKey: joined.eventId)
  }
}
// endregion
