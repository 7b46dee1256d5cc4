// Exercise 37 — your turn: write `join(_:circle:)` and `offerPlace(freedBy:)`.
// See README.md or README.ko.md in this folder.

import Aggregates
import ExerciseSupport
import Foundation
import ValueObjects

/// The line of users waiting for a place in one full circle: an aggregate of its own (the
/// yellow sticky), which refers to its circle and to users by id.
public struct WaitingList: Sendable {
  /// The circle this line waits for.
  public let circle: CircleId
  /// The users waiting, first in line first.
  public private(set) var waiting: [UserId] = []
  /// Every place offered so far, oldest first.
  public private(set) var offers: [PlaceOffered] = []
  /// What this list recorded since it was made, oldest first.
  public private(set) var recordedEvents: [WaitingListEvent] = []

  /// Makes an empty line for `circle`.
  public init(circle: CircleId) {
    self.circle = circle
  }

  /// Why a user could not join the line.
  public enum Rejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The command, or the circle handed in, is another circle's.
    case wrongCircle(CircleId)
    /// The circle has room: join it instead of waiting.
    case circleHasRoom(CircleId)
    /// The user is a member of the circle already.
    case alreadyMember(UserId)
    /// The user is in line already.
    case alreadyWaiting(UserId)

    /// A sentence naming the rule.
    public var description: String {
      switch self {
      case .wrongCircle(let id): "this waiting list is not circle \(id.value)'s"
      case .circleHasRoom(let id): "circle \(id.value) has room: join it, nobody waits"
      case .alreadyMember(let id): "\(id.value) is a member already"
      case .alreadyWaiting(let id): "\(id.value) is waiting already"
      }
    }
  }

  /// Puts the command's user last in line, if `current` (this list's circle as stored) is
  /// full and they are neither a member nor waiting, and records ``JoinedWaitingList``.
  /// - Throws: ``Rejection``; then nothing changed and nothing is recorded.
  public mutating func join(_ command: JoinWaitingListCommand, circle current: Circle)
    throws(Rejection)
  {
    // TODO: check the rules, then put the user in line and record what happened.
    unimplemented("WaitingList.join(_:circle:)", placeholder: ())
  }

  /// Offers the place `left` freed to the user first in line, who leaves the line, and
  /// records ``PlaceOffered``; the same leaving handled again offers nothing more.
  public mutating func offerPlace(freedBy left: MemberLeft) {
    // TODO: the first in line gets the place, once per leaving.
    unimplemented("WaitingList.offerPlace(freedBy:)", placeholder: ())
  }
}
