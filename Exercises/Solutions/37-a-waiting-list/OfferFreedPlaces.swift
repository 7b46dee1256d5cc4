// Exercise 37 — a reference solution. See README.md or README.ko.md in the exercise's folder.

import Aggregates
import ValueObjects

/// The policy (the lilac sticky): whenever a member leaves a circle, the first user waiting
/// for it is offered the place.
public struct OfferFreedPlaces: Sendable {
  /// Makes the policy.
  public init() {}

  /// Reacts to one of the circle's events, delivered at least once, on the circle's waiting
  /// list.
  public func react(to event: CircleEvent, in list: inout WaitingList) {
    guard case .memberLeft(let left) = event else { return }
    list.offerPlace(freedBy: left)
  }
}
