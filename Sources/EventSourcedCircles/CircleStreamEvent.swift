// Chapter 11 — Strategic design (SD-8): what a circle's stream holds. Docs/11-strategic-design.md
//
// Read first: the two kinds of fact. A stream begins with the circle's founding; every
// later fact is one of chapter 9's circle events. A save appends one commit: the version it
// made and the facts it recorded (none, for a save that changed nothing).

import Aggregates

/// One fact in a circle's stream: its founding, or something that happened to it since.
public enum CircleStreamEvent: Sendable, Hashable {
  /// The circle began; always the stream's first fact, and only there.
  case founded(CircleFounded)
  /// One of the circle's domain events.
  case happened(CircleEvent)

  /// The circle the fact is about.
  public var circle: CircleId {
    switch self {
    case .founded(let founded): return founded.circle
    case .happened(let event): return event.circle
    }
  }
}

/// One save of a circle as its stream keeps it: the version the save made, and its facts.
public struct CircleStreamCommit: Sendable, Hashable {
  /// The circle's version after this save: 1 for its founding save, then one more each time.
  public let version: Int
  /// What the save recorded, oldest first; empty when it changed nothing.
  public let events: [CircleStreamEvent]

  /// Makes a commit as a store writes it, or reads it back.
  public init(version: Int, events: [CircleStreamEvent]) {
    self.version = version
    self.events = events
  }
}
