// Chapter 11 — Strategic design (SD-8): a circle rebuilt from its events, by its own rules.
// Docs/11-strategic-design.md
//
// Read first: `apply(_:)`. An event means what the behaviour that records it does: a
// `MemberJoined` is a join, a `MemberLeft` a leave (an owner's, a withdrawal), a
// `CircleRenamed` a rename. So a replay does not say again what each event does; it runs the
// behaviour the event names, and checks that the behaviour records exactly that event. A
// fact the circle, as its earlier facts left it, would not have recorded is refused. A repository
// that keeps circles as their events only reads and writes facts, and calls this.

import Foundation
import ValueObjects

extension Circle {
  // region: replaying
  /// The circle one save's `events` make, from its founding or on top of `earlier`.
  ///
  /// `earlier` is the circle as the saves before left it. The result is one version on, and
  /// has recorded nothing, as a copy a repository hands out.
  ///
  /// Each event goes through the behaviour that records it, and must be exactly what that
  /// behaviour records; ``CircleMembers`` keeps the invariants on the way, as it does for
  /// every change.
  /// - Throws: ``ReplayError`` naming the first event the circle would not have recorded.
  public init(replaying events: [CircleEvent], onto earlier: Circle? = nil)
    throws(ReplayError)
  {
    var circle: Circle
    if let earlier {
      circle = earlier
    } else {
      guard case .founded(let founded)? = events.first else { throw .notFounded }
      circle = Circle(
        id: founded.circle, name: founded.name, owner: founded.owner,
        createdAt: founded.occurredAt)
    }
    let base = earlier?.recordedEvents.count ?? 0
    for (index, event) in events.enumerated() {
      // A behaviour may record more than the event it ran for (an owner's withdrawal also
      // passes the circle on): the next fact is then recorded already, and must match.
      let recorded = circle.recordedEvents.dropFirst(base)
      if recorded.count == index { try circle.apply(event) }
      guard circle.recordedEvents.dropFirst(base).dropFirst(index).first == event else {
        throw .impossible(
          "its event \(index + 1) of \(events.count) is not the one the circle records there")
      }
    }
    guard circle.recordedEvents.count - base == events.count else {
      throw .impossible("its last event lacks the one that follows from it")
    }
    self = circle.advancingVersion()
  }
  // endregion

  // region: apply
  /// Runs the behaviour `event` says happened: the one place an event gets its meaning.
  private mutating func apply(_ event: CircleEvent) throws(ReplayError) {
    guard event.circle == id else { throw .otherCircle(event.circle) }
    switch event {
    case .founded: throw .foundedAgain
    case .memberJoined(let joined):
      // The limit was the behaviour's to check when the join happened; a replay trusts it,
      // up to the most any circle may have.
      do { try join(joined.member, limit: .higher, at: joined.occurredAt) } catch {
        throw .impossible("\(joined.member) joins, but \(error)")
      }
    case .memberLeft(let left) where left.member == owner:
      guard let rest = removingWithdrawnMember(left.member, at: left.occurredAt) else {
        throw .impossible("its last member \(left.member) leaves; the circle ends instead")
      }
      self = rest
    case .memberLeft(let left):
      do { try leave(left.member, at: left.occurredAt) } catch {
        throw .impossible("\(left.member) leaves, but \(error)")
      }
    case .renamed(let renamed):
      guard renamed.from == name else {
        throw .impossible("it is renamed from \(renamed.from.value) but is named \(name.value)")
      }
      rename(to: renamed.to, at: renamed.occurredAt)
    case .ownershipPassed(let passed):
      throw .impossible(
        "ownership passes from \(passed.from) to \(passed.to) without its owner leaving")
    }
  }
  // endregion

  /// Why a circle's events cannot rebuild it: the first one it would not have recorded.
  public enum ReplayError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The first event of a circle rebuilt from nothing is not its founding.
    case notFounded
    /// A founding follows the circle's first event.
    case foundedAgain
    /// An event is about another circle.
    case otherCircle(CircleId)
    /// An event cannot have happened to the circle as the earlier ones left it.
    case impossible(String)

    /// A sentence naming the rule.
    public var description: String {
      switch self {
      case .notFounded: return "a circle's first event is CircleFounded"
      case .foundedAgain: return "a circle is founded once, by its first event"
      case .otherCircle(let other): return "an event about circle \(other.value) is not its"
      case .impossible(let reason): return reason
      }
    }
  }
}
