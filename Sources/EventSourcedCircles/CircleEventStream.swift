// Chapter 11 — Strategic design (SD-8): a circle kept as its events. Docs/11-strategic-design.md
//
// Read first: `rebuild(from:)`. The state stores of chapter 7 keep what a circle is and
// throw away how it got there; a stream keeps how it got there, and what it is comes from
// replaying it. The replay trusts no fact blindly: each must be possible in the circle as
// the earlier ones left it, each commit must be the next version, and after each commit
// the circle must keep its invariants. A stream that breaks a rule is refused whole,
// with the rule named; nothing is guessed.

import Aggregates
import Foundation
import ValueObjects

/// The commits of one circle, oldest first: what an event-sourced store keeps instead of
/// the circle.
public struct CircleEventStream: Sendable, Hashable {
  /// The circle whose facts these are.
  public let circle: CircleId
  /// Its saves, oldest first, each the next version.
  public let commits: [CircleStreamCommit]

  /// A stream of `circle` holding `commits` (after a snapshot, the commits since it).
  public init(circle: CircleId, commits: [CircleStreamCommit]) {
    self.circle = circle
    self.commits = commits
  }
}

extension CircleEventStream {
  // region: rebuild
  /// The circle these commits rebuild, replayed on top of `snapshot` when given (the circle
  /// at the version before the first commit); `nil` when there is nothing to replay.
  ///
  /// - Throws: ``CircleEventStreamError`` naming the first rule the stream breaks.
  /// - Complexity: O(*n*) in the number of facts replayed.
  public func rebuild(from snapshot: Circle? = nil) throws(CircleEventStreamError) -> Circle? {
    var state = snapshot.map(Folding.init(circle:))
    var result = snapshot
    var expected = (snapshot?.version ?? 0) + 1
    for commit in commits {
      guard commit.version == expected else {
        if commit.version > expected {
          throw .gap(circle: circle, missing: expected, head: commits.last?.version ?? expected)
        }
        throw .outOfOrder(circle: circle, expected: expected, found: commit.version)
      }
      for event in commit.events {
        try apply(event, to: &state, at: commit.version)
      }
      guard let folded = state else { throw .notFounded(circle) }
      result = try folded.circle(at: commit.version)
      expected += 1
    }
    return result
  }
  // endregion

  /// Applies one fact to the circle as the earlier facts left it.
  private func apply(
    _ event: CircleStreamEvent, to state: inout Folding?, at version: Int
  ) throws(CircleEventStreamError) {
    guard event.circle == circle else {
      throw .foreignEvent(circle: circle, version: version, other: event.circle)
    }
    switch event {
    case .founded(let founded):
      guard state == nil else { throw .foundedAgain(circle: circle, version: version) }
      state = Folding(founded: founded)
    case .happened(let happened):
      guard var folding = state else { throw .notFounded(circle) }
      if let reason = folding.apply(happened) {
        throw .impossibleEvent(circle: circle, version: version, reason: reason)
      }
      state = folding
    }
  }

  // region: commit
  /// The commit a save of `circle` appends to a stream that rebuilds `stored` (`nil`: no
  /// stream yet): its founding when it is new, then the events it recorded.
  ///
  /// The store has checked the version already. The commit must rebuild exactly the
  /// circle saved, or the circle changed without recording it and the stream would lie.
  /// - Throws: ``CircleEventStreamError/newWithoutFounding(_:)`` or
  ///   ``CircleEventStreamError/unrecordedChange(_:)``; nothing is appended then.
  public static func commit(saving circle: Circle, over stored: Circle?)
    throws(CircleEventStreamError) -> CircleStreamCommit
  {
    var events: [CircleStreamEvent] = []
    if stored == nil {
      guard let founding = circle.founding else { throw .newWithoutFounding(circle.id) }
      events.append(.founded(founding))
    }
    events += circle.recordedEvents.map(CircleStreamEvent.happened)
    let commit = CircleStreamCommit(version: (stored?.version ?? 0) + 1, events: events)
    let rebuilt: Circle?
    do throws(CircleEventStreamError) {
      rebuilt = try CircleEventStream(circle: circle.id, commits: [commit]).rebuild(from: stored)
    } catch {
      throw .unrecordedChange(circle.id)
    }
    guard rebuilt == circle else { throw .unrecordedChange(circle.id) }
    return commit
  }
  // endregion
}
