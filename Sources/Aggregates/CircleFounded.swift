// Chapter 9 — Domain events (EV-1), added to chapter 7's circle in its own words.
// Docs/09-events-and-queries.md
//
// Read first: why a founding event. The other circle events say what changed in a circle
// that exists; this one says that it began. Making a circle is a change like any other, so
// it records an event like any other, first in the new circle's `recordedEvents`: the
// outbox hands it to the handlers, and a repository that keeps a circle as its events
// (chapter 11) starts the circle's stream with it (whose circle, named what, since when?).

import Foundation
import ValueObjects

// region: CircleFounded
/// The fact that a circle began: its id, its first name, its owner, and when.
public struct CircleFounded: Sendable, Hashable {
  /// The circle founded.
  public let circle: CircleId
  /// The name it was given.
  public let name: CircleName
  /// The user who founded it, its first owner and only member.
  public let owner: UserId
  /// When it was founded: the circle's creation time.
  public let occurredAt: Date

  /// Makes the event; only the circle's root and the repositories that read it back call this.
  package init(circle: CircleId, name: CircleName, owner: UserId, occurredAt: Date) {
    self.circle = circle
    self.name = name
    self.owner = owner
    self.occurredAt = occurredAt
  }
}
// endregion
