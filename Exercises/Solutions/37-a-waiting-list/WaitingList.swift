// Exercise 37 — a reference solution. See README.md or README.ko.md in the exercise's folder.

import Aggregates
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
    guard command.circle == circle, current.id == circle else {
      throw .wrongCircle(command.circle)
    }
    guard current.isFull else { throw .circleHasRoom(circle) }
    guard !current.hasMember(command.user) else { throw .alreadyMember(command.user) }
    guard !waiting.contains(command.user) else { throw .alreadyWaiting(command.user) }
    waiting.append(command.user)
    recordedEvents.append(
      .joined(JoinedWaitingList(circle: circle, user: command.user, occurredAt: command.issuedAt)))
  }

  /// Offers the place `left` freed to the user first in line, who leaves the line, and
  /// records ``PlaceOffered``; the same leaving handled again offers nothing more.
  public mutating func offerPlace(freedBy left: MemberLeft) {
    // A leaving is this leaving by who left and when: delivered again, it finds its offer.
    guard left.circle == circle else { return }
    let handled = offers.contains { $0.freedBy == left.member && $0.occurredAt == left.occurredAt }
    guard !handled, let first = waiting.first else { return }
    waiting.removeFirst()
    let offer = PlaceOffered(
      circle: circle, user: first, freedBy: left.member, occurredAt: left.occurredAt)
    offers.append(offer)
    recordedEvents.append(.placeOffered(offer))
  }
}
