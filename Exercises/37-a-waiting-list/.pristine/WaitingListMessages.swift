// Exercise 37 — the stickies the storming gave, as types: one command, two events. You do not
// change this file; you write what they do in WaitingList.swift and OfferFreedPlaces.swift.

import Aggregates
import Foundation
import ValueObjects

/// A user asks to wait for a place in a full circle (the blue sticky).
public struct JoinWaitingListCommand: Sendable, Hashable {
  /// The circle the user wants to join.
  public let circle: CircleId
  /// The user who asks.
  public let user: UserId
  /// When they asked.
  public let issuedAt: Date

  /// Makes the command.
  public init(circle: CircleId, user: UserId, issuedAt: Date) {
    self.circle = circle
    self.user = user
    self.issuedAt = issuedAt
  }
}

/// A user joined a full circle's waiting list (an orange sticky).
public struct JoinedWaitingList: Sendable, Hashable {
  /// The circle waited for.
  public let circle: CircleId
  /// The user now waiting, last in line.
  public let user: UserId
  /// When they joined the line.
  public let occurredAt: Date

  /// Makes the event.
  public init(circle: CircleId, user: UserId, occurredAt: Date) {
    self.circle = circle
    self.user = user
    self.occurredAt = occurredAt
  }
}

/// A place freed in a circle was offered to the user first in line (an orange sticky).
public struct PlaceOffered: Sendable, Hashable {
  /// The circle with a free place.
  public let circle: CircleId
  /// The user offered the place, who is no longer in line.
  public let user: UserId
  /// The member whose leaving freed the place.
  public let freedBy: UserId
  /// When the place was freed: the instant of the member's leaving.
  public let occurredAt: Date

  /// Makes the event.
  public init(circle: CircleId, user: UserId, freedBy: UserId, occurredAt: Date) {
    self.circle = circle
    self.user = user
    self.freedBy = freedBy
    self.occurredAt = occurredAt
  }
}

/// Everything a waiting list records.
public enum WaitingListEvent: Sendable, Hashable {
  /// ``JoinedWaitingList``.
  case joined(JoinedWaitingList)
  /// ``PlaceOffered``.
  case placeOffered(PlaceOffered)
}
