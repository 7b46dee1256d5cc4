// Chapter 11 — Strategic design (SD-8): why a stream cannot rebuild a circle, or why a save
// may not be appended to it. Docs/11-strategic-design.md

import Aggregates

/// A circle's stream breaks a rule of event sourcing, or a save would make it break one.
///
/// Reading refuses the whole circle (nothing is guessed); a refused save appends nothing.
public enum CircleEventStreamError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A version between the stream's first and its head is missing.
  case gap(circle: CircleId, missing: Int, head: Int)
  /// A commit holds a version other than the next one.
  case outOfOrder(circle: CircleId, expected: Int, found: Int)
  /// The stream's first fact is not the circle's founding.
  case notFounded(CircleId)
  /// A founding appears after the stream's first fact.
  case foundedAgain(circle: CircleId, version: Int)
  /// A fact in this stream is about another circle.
  case foreignEvent(circle: CircleId, version: Int, other: CircleId)
  /// A fact cannot have happened to the circle as the earlier facts left it: the circle
  /// would not have recorded it.
  case impossibleEvent(circle: CircleId, version: Int, reason: String)
  /// A circle saved for the first time carries no founding (it was restored, not made).
  case newWithoutFounding(CircleId)
  /// The facts a copy recorded do not rebuild it: something changed without its event.
  case unrecordedChange(CircleId)

  /// A sentence naming the rule, the circle and the version.
  public var description: String {
    switch self {
    case .gap(let circle, let missing, let head):
      return "the stream of circle \(circle.value) lacks version \(missing) of its 1…\(head): "
        + "a stream holds every version from its founding on, without a gap"
    case .outOfOrder(let circle, let expected, let found):
      return "the stream of circle \(circle.value) holds version \(found) where \(expected) "
        + "belongs: each save adds exactly the next version"
    case .notFounded(let circle):
      return "the stream of circle \(circle.value) does not begin with its founding: a "
        + "circle's first fact is CircleFounded"
    case .foundedAgain(let circle, let version):
      return "the stream of circle \(circle.value) is founded again at version \(version): "
        + "a circle is founded once, at version 1"
    case .foreignEvent(let circle, let version, let other):
      return "version \(version) of circle \(circle.value)'s stream holds a fact about "
        + "circle \(other.value): a stream holds one circle's facts"
    case .impossibleEvent(let circle, let version, let reason):
      return "version \(version) of circle \(circle.value)'s stream cannot have happened: "
        + reason
    case .newWithoutFounding(let circle):
      return "circle \(circle.value) is saved for the first time without its founding: only "
        + "a circle made new (not restored) can start a stream; nothing was stored"
    case .unrecordedChange(let circle):
      return "the events circle \(circle.value) recorded do not rebuild it: it changed "
        + "without recording an event; nothing was stored"
    }
  }
}

extension CircleEventStreamError {
  /// The stream's error for the circle's refusal to replay the commit of `version`.
  init(circle: CircleId, version: Int, refusal: Circle.ReplayError) {
    switch refusal {
    case .notFounded: self = .notFounded(circle)
    case .foundedAgain: self = .foundedAgain(circle: circle, version: version)
    case .otherCircle(let other):
      self = .foreignEvent(circle: circle, version: version, other: other)
    case .impossible(let reason):
      self = .impossibleEvent(circle: circle, version: version, reason: reason)
    }
  }
}
