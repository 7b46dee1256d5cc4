// Chapter 9 — Handlers in the application layer (EV-3): a circle event's follow-up.
// Docs/09-events-and-queries.md
//
// Read first: `handle(_:)`. A join no longer tells anyone itself: it records `MemberJoined`
// with the circle, and this handler, run after the commit, tells the circle's owner.

import Aggregates

// region: TellOwnersAboutNewMembers
/// Tells a circle's owner, through a ``Notifier``, that a member joined.
public struct TellOwnersAboutNewMembers: CircleEventHandler {
  private let circles: any CircleRepository
  private let notifier: any Notifier

  /// Makes the handler that reads circles from `circles` and tells through `notifier`.
  public init(circles: any CircleRepository, notifier: any Notifier) {
    self.circles = circles
    self.notifier = notifier
  }

  /// Tells the circle's current owner who joined; a circle deleted since has nobody to
  /// tell, and an owner is never told about themselves.
  public func handle(_ event: CircleOutboxEvent) async throws {
    guard case .memberJoined(let joined) = event.event,
      let circle = try await circles.find(id: joined.circle), circle.owner != joined.member
    else { return }
    // The key names the fact (this join, at its place in the outbox), not the attempt: a
    // redelivered event asks for the same message again, and the notifier can tell.
    try await notifier.notify(
      circle.owner, message: "\(joined.member.value) joined \(circle.name.value)",
      deduplicationKey: "joined-\(joined.circle.value)-\(joined.member.value)-\(event.position)")
  }
}
// endregion

extension TellOwnersAboutNewMembers {
}
