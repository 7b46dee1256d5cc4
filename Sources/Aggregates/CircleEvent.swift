// Chapter 9 — Domain events (EV-2), added to chapter 7's circle in its own words.
// Docs/09-events-and-queries.md

/// Something that happened to a circle that other parts of the system care about.
public enum CircleEvent: Sendable, Hashable {
  /// A user joined the circle.
  case memberJoined(MemberJoined)

  /// The circle the event is about.
  public var circle: CircleId {
    switch self {
    case .memberJoined(let joined): return joined.circle
    }
  }
}
