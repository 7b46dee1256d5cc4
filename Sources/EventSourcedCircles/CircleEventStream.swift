// Chapter 11 — Strategic design (SD-8): a circle kept as its events. Docs/11-strategic-design.md
//
// Read first: `rebuild(from:)`. The repositories of chapter 7 keep what a circle is and
// throw away how it got there; a stream keeps how it got there, and what it is comes from
// replaying it. The stream keeps its own rules (each commit the next version, each fact
// about this circle); what each fact means is the circle's, and the circle replays it
// (`Circle(replaying:onto:)`), refusing a fact it would not have recorded. A stream that
// breaks a rule is refused whole, with the rule named; nothing is guessed.

import Aggregates
import Foundation
import ValueObjects

/// The commits of one circle, oldest first: what an event-sourced repository keeps instead of
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
    var result = snapshot
    var expected = (snapshot?.version ?? 0) + 1
    for commit in commits {
      guard commit.version == expected else {
        if commit.version > expected {
          throw .gap(circle: circle, missing: expected, head: commits.last?.version ?? expected)
        }
        throw .outOfOrder(circle: circle, expected: expected, found: commit.version)
      }
      if let other = commit.events.first(where: { $0.circle != circle })?.circle {
        throw .foreignEvent(circle: circle, version: commit.version, other: other)
      }
      do throws(Circle.ReplayError) {
        result = try Circle(replaying: commit.events, onto: result)
      } catch {
        throw CircleEventStreamError(circle: circle, version: commit.version, refusal: error)
      }
      expected += 1
    }
    return result
  }
  // endregion

  // region: commit
  /// The commit a save of `circle` appends to a stream that rebuilds `stored` (`nil`: no
  /// stream yet): the events it recorded, its founding first when it is new.
  ///
  /// The repository has checked the version already. The commit must rebuild exactly the
  /// circle saved, or the circle changed without recording it and the stream would lie.
  /// - Throws: ``CircleEventStreamError/newWithoutFounding(_:)`` or
  ///   ``CircleEventStreamError/unrecordedChange(_:)``; nothing is appended then.
  public static func commit(saving circle: Circle, over stored: Circle?)
    throws(CircleEventStreamError) -> CircleStreamCommit
  {
    if stored == nil {
      guard case .founded? = circle.recordedEvents.first else {
        throw .newWithoutFounding(circle.id)
      }
    }
    let commit = CircleStreamCommit(
      version: (stored?.version ?? 0) + 1, events: circle.recordedEvents)
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
