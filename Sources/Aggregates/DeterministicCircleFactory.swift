// A circle factory for tests and examples: numbered ids and a clock that moves one second
// per creation, so a story prints the same on every run. Read after CircleFactory.swift.

import Foundation
import Synchronization
import ValueObjects

/// A factory for tests and examples: ids `circle-1`, `circle-2`, … and `invitation-1`, …,
/// and a clock that starts at a fixed instant and moves one second per creation.
public final class DeterministicCircleFactory: CircleFactory {
  private struct State {
    var circles = 0
    var invitations = 0
    var instant: Date
  }

  private let state: Mutex<State>

  /// Makes the factory with its clock at `start`.
  public init(startingAt start: Date) {
    state = Mutex(State(instant: start))
  }

  /// The next circle in the sequence.
  /// - Throws: `CircleId.ValidationError` (never, in practice: the ids are short).
  public func makeCircle(named name: CircleName, owner: UserId) throws -> Circle {
    let (number, instant) = state.withLock { state in
      defer { state.instant = state.instant.addingTimeInterval(1) }
      state.circles += 1
      return (state.circles, state.instant)
    }
    return Circle(
      id: try CircleId("circle-\(number)"), name: name, owner: owner, createdAt: instant)
  }

  /// The next invitation in the sequence.
  /// - Throws: ``CircleInvitation/Rejection`` when the rules refuse it.
  public func makeInvitation(to circle: Circle, of invitee: UserId, by inviter: UserId) throws
    -> CircleInvitation
  {
    try CircleInvitation.checkRules(of: circle, inviter: inviter, invitee: invitee)
    let (number, instant) = state.withLock { state in
      defer { state.instant = state.instant.addingTimeInterval(1) }
      state.invitations += 1
      return (state.invitations, state.instant)
    }
    return try CircleInvitation(
      id: try CircleInvitationId("invitation-\(number)"), circle: circle, inviter: inviter,
      invitee: invitee, createdAt: instant)
  }
}
