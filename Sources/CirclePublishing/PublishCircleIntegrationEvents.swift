// Chapter 11 — Strategic design (SD-5): a domain event made an integration event.
// Docs/11-strategic-design.md
//
// Read first: `integrationEvent(for:)`, the translation. `MemberJoined` says which circle and
// which user, in the circles context's types; the notification context needs the circle's
// name and owner too, and must not read the circles' repository to find them. So the publisher,
// run after the commit like any chapter 9 handler, reads the circle once and writes the
// published language: ids as text, the data the other side needs, a version. The circle is
// read as it is at delivery: a rename between the commit and the delivery shows the new name.

import Aggregates
import CircleIntegrationEvents
import EventHandlers
import Foundation

// region: PublishCircleIntegrationEvents
/// Publishes the circle events other contexts care about, in the circles' published language.
public struct PublishCircleIntegrationEvents: CircleEventHandler {
  private let circles: any CircleRepository
  private let channel: any IntegrationEventChannel

  /// Makes the publisher that reads circles from `circles` and publishes on `channel`.
  public init(circles: any CircleRepository, channel: any IntegrationEventChannel) {
    self.circles = circles
    self.channel = channel
  }

  /// Publishes `event` if another context needs it; throwing leaves it to be delivered again.
  public func handle(_ event: CircleOutboxEvent) async throws {
    guard let published = try await integrationEvent(for: event) else { return }
    try await channel.publish(try published.encoded())
  }
}
// endregion

extension PublishCircleIntegrationEvents {
  // region: integrationEvent
  /// The integration event a domain event becomes, or `nil` when no other context needs it
  /// (a rename, a departure) or the circle is gone by the time it is delivered.
  public func integrationEvent(for event: CircleOutboxEvent) async throws
    -> MemberJoinedIntegrationEvent?
  {
    guard case .memberJoined(let joined) = event.event,
      let circle = try await circles.find(id: joined.circle)
    else { return nil }
    return MemberJoinedIntegrationEvent(
      eventId: "circle-event-\(event.position)", circleId: joined.circle.value,
      circleName: circle.name.value, ownerId: circle.owner.value, memberId: joined.member.value,
      memberCount: circle.members.count, occurredAt: joined.occurredAt)
  }
  // endregion
}
