// Exercise 36: Who was in the circle, and when — from its events. See README.md or README.ko.md.
//
// A store that keeps a circle's state knows who is in it now. A store that keeps its events
// can answer what it never stored as such: every stay of every member. Write `memberships(in:)`.

import Aggregates
import EventSourcedCircles
import Foundation
import ValueObjects

/// One stay of a user in a circle: from the instant they came in until the instant they
/// left (`nil`: they are still in).
public struct Membership: Sendable, Hashable, CustomStringConvertible {
  /// Who stayed.
  public let member: UserId
  /// When the stay began: the founding, for the founder; the join, for everyone else.
  public let joined: Date
  /// When it ended, or `nil` while it lasts.
  public let left: Date?

  /// Makes a stay.
  public init(member: UserId, joined: Date, left: Date?) {
    self.member = member
    self.joined = joined
    self.left = left
  }

  /// `park 60…120`, seconds since 2023-11-14 22:13:20 UTC; `…` alone while it lasts.
  public var description: String {
    let base = 1_700_000_000.0
    let from = Int(joined.timeIntervalSince1970 - base)
    return "\(member) \(from)…" + (left.map { "\(Int($0.timeIntervalSince1970 - base))" } ?? "")
  }
}

/// Every stay of every member of the stream's circle, in the order the stays began.
/// - Throws: `CircleEventStreamError` when the stream breaks one of its rules (a gap, a
///   version out of order, a fact that cannot have happened).
public func memberships(in stream: CircleEventStream) throws -> [Membership] {
  // The stream's own rules first: a view built from a broken stream would be a guess.
  _ = try stream.rebuild()
  var stays: [Membership] = []
  for fact in stream.commits.flatMap(\.events) {
    switch fact {
    case .founded(let founded):
      stays.append(Membership(member: founded.owner, joined: founded.occurredAt, left: nil))
    case .memberJoined(let joined):
      stays.append(Membership(member: joined.member, joined: joined.occurredAt, left: nil))
    case .memberLeft(let left):
      // Only the stay still open ends: a member who came back has an earlier one, closed.
      if let open = stays.lastIndex(where: { $0.member == left.member && $0.left == nil }) {
        stays[open] = Membership(
          member: left.member, joined: stays[open].joined, left: left.occurredAt)
      }
    case .renamed, .ownershipPassed:
      // A new name or a new owner begins and ends nobody's stay.
      continue
    }
  }
  return stays
}
