// Chapter 11 — Strategic design (SD-8): what a circle's stream holds. Docs/11-strategic-design.md
//
// Read first: the facts are the circle's own events. A stream begins with the circle's
// founding (`CircleFounded`, the event a new circle records first); every later fact is
// another of the circle's events, as the circle recorded it. A save appends one commit: the
// version it made and the events it recorded (none, for a save that changed nothing).

import Aggregates

/// One save of a circle as its stream keeps it: the version the save made, and its facts.
public struct CircleStreamCommit: Sendable, Hashable {
  /// The circle's version after this save: 1 for its founding save, then one more each time.
  public let version: Int
  /// What the save recorded, oldest first; empty when it changed nothing.
  public let events: [CircleEvent]

  /// Makes a commit as a repository writes it, or reads it back.
  public init(version: Int, events: [CircleEvent]) {
    self.version = version
    self.events = events
  }
}
