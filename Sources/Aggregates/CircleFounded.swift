// Chapter 11 — Strategic design (SD-8), added to chapter 7's circle in its own words.
// Docs/11-strategic-design.md
//
// Read first: why a founding fact. Chapter 9's events say what changed in a circle that
// exists; none says that it began. A store that keeps a circle as its state never needed
// one: the row is the circle. A store that keeps a circle as its events does: without its
// founding, the events of a circle cannot rebuild it (whose circle, named what, since when?).
// The root records it when it is made, beside its other recorded events, and a store that
// keeps state ignores it.

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

  /// Makes the event; only the circle's root and the stores that read it back call this.
  package init(circle: CircleId, name: CircleName, owner: UserId, occurredAt: Date) {
    self.circle = circle
    self.name = name
    self.owner = owner
    self.occurredAt = occurredAt
  }
}
// endregion
