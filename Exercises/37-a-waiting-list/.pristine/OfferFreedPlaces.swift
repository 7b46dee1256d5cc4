// Exercise 37 — your turn: write `react(to:in:)`. See README.md or README.ko.md in this folder.

import Aggregates
import ExerciseSupport
import ValueObjects

/// The policy (the lilac sticky): whenever a member leaves a circle, the first user waiting
/// for it is offered the place.
public struct OfferFreedPlaces: Sendable {
  /// Makes the policy.
  public init() {}

  /// Reacts to one of the circle's events, delivered at least once, on the circle's waiting
  /// list.
  public func react(to event: CircleEvent, in list: inout WaitingList) {
    // TODO: a member leaving this list's circle offers the place; every other event changes
    // nothing.
    unimplemented("OfferFreedPlaces.react(to:in:)", placeholder: ())
  }
}
