// Exercise 37: A waiting list, stormed into code — the rules your code must keep.

import Aggregates
import ExerciseSupport
import Foundation
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise37Solution
#else
  import Exercise37
#endif

/// 2023-11-14 22:13:20 UTC plus `seconds`.
private func instant(_ seconds: Double) -> Date {
  Date(timeIntervalSince1970: 1_700_000_000 + seconds)
}

/// A user id from a literal.
private func user(_ id: String) throws -> UserId { try UserId(id) }

/// circle-1, owned by kim, with `members` members in all: user-1, user-2, … after kim.
private func circle(members: Int = Circle.memberLimit) throws -> Circle {
  var circle = Circle(
    id: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: try user("kim"),
    createdAt: instant(0))
  for number in 1..<members { try circle.join(try user("user-\(number)"), at: instant(1)) }
  return circle
}

/// The event the circle records when `member` leaves it at `seconds`.
private func leaving(_ member: String, of circle: inout Circle, at seconds: Double) throws
  -> CircleEvent
{
  try circle.leave(try user(member), at: instant(seconds))
  return try #require(circle.recordedEvents.last)
}

/// circle-1's waiting list, with `users` in line in that order, joined while it was full.
private func line(_ users: [String], for full: Circle) throws -> WaitingList {
  var list = WaitingList(circle: full.id)
  for (index, id) in users.enumerated() {
    try list.join(
      JoinWaitingListCommand(circle: full.id, user: try user(id), issuedAt: instant(Double(index))),
      circle: full)
  }
  return list
}

/// The users offered a place, in order.
private func offered(_ list: WaitingList) -> [String] {
  list.recordedEvents.compactMap {
    guard case .placeOffered(let offer) = $0 else { return nil }
    return offer.user.value
  }
}

@Suite("Exercise 37: a waiting list, stormed into code")
struct Exercise37Tests {
  @Test(
    "joining a full circle's waiting list puts the user last in line and records JoinedWaitingList")
  func joins() throws {
    let full = try circle()
    var list = WaitingList(circle: full.id)

    try list.join(
      JoinWaitingListCommand(circle: full.id, user: try user("park"), issuedAt: instant(5)),
      circle: full)
    try list.join(
      JoinWaitingListCommand(circle: full.id, user: try user("lee"), issuedAt: instant(6)),
      circle: full)

    #expect(list.waiting.map(\.value) == ["park", "lee"])
    #expect(
      list.recordedEvents == [
        .joined(JoinedWaitingList(circle: full.id, user: try user("park"), occurredAt: instant(5))),
        .joined(JoinedWaitingList(circle: full.id, user: try user("lee"), occurredAt: instant(6))),
      ])
  }

  @Test("nobody waits for a circle with room: joining is refused and nothing is recorded")
  func roomMeansNoLine() throws {
    let roomy = try circle(members: 29)
    var list = WaitingList(circle: roomy.id)

    #expect(throws: WaitingList.Rejection.circleHasRoom(roomy.id)) {
      try list.join(
        JoinWaitingListCommand(circle: roomy.id, user: try user("park"), issuedAt: instant(5)),
        circle: roomy)
    }
    #expect(list.waiting.isEmpty && list.recordedEvents.isEmpty)
  }

  @Test("a member does not wait for their own circle, and nobody waits twice")
  func noMemberNoTwice() throws {
    let full = try circle()
    var list = try line(["park"], for: full)

    #expect(throws: WaitingList.Rejection.alreadyMember(try user("user-3"))) {
      try list.join(
        JoinWaitingListCommand(circle: full.id, user: try user("user-3"), issuedAt: instant(5)),
        circle: full)
    }
    #expect(throws: WaitingList.Rejection.alreadyWaiting(try user("park"))) {
      try list.join(
        JoinWaitingListCommand(circle: full.id, user: try user("park"), issuedAt: instant(5)),
        circle: full)
    }
    #expect(list.waiting.map(\.value) == ["park"] && list.recordedEvents.count == 1)
  }

  @Test("a command or a circle that is not this list's circle is refused, and nothing changes")
  func otherCirclesRefused() throws {
    let full = try circle()
    var list = try line(["park"], for: full)
    var other = Circle(
      id: try CircleId("circle-2"), name: try CircleName("iOS 모임"), owner: try user("lee"),
      createdAt: instant(0))
    for number in 1..<Circle.memberLimit {
      try other.join(try user("member-\(number)"), at: instant(1))
    }

    #expect(throws: WaitingList.Rejection.wrongCircle(other.id)) {
      try list.join(
        JoinWaitingListCommand(circle: other.id, user: try user("jung"), issuedAt: instant(5)),
        circle: other)
    }
    #expect(throws: WaitingList.Rejection.self) {
      try list.join(
        JoinWaitingListCommand(circle: full.id, user: try user("jung"), issuedAt: instant(5)),
        circle: other)
    }
    #expect(list.waiting.map(\.value) == ["park"] && list.recordedEvents.count == 1)
  }

  @Test("when a member leaves, the user first in line is offered the place and leaves the line")
  func firstInLineIsOffered() throws {
    var full = try circle()
    var list = try line(["park", "lee"], for: full)
    let left = try leaving("user-7", of: &full, at: 60)

    OfferFreedPlaces().react(to: left, in: &list)

    #expect(offered(list) == ["park"])
    #expect(list.waiting.map(\.value) == ["lee"])
    #expect(
      list.offers == [
        PlaceOffered(
          circle: full.id, user: try user("park"), freedBy: try user("user-7"),
          occurredAt: instant(60))
      ])
  }

  @Test("each member leaving offers one place, in line order")
  func onePlacePerLeaving() throws {
    var full = try circle()
    var list = try line(["park", "lee", "jung"], for: full)
    let first = try leaving("user-7", of: &full, at: 60)
    let second = try leaving("user-8", of: &full, at: 61)

    OfferFreedPlaces().react(to: first, in: &list)
    OfferFreedPlaces().react(to: second, in: &list)

    #expect(offered(list) == ["park", "lee"])
    #expect(list.waiting.map(\.value) == ["jung"])
  }

  @Test("a member's leaving delivered twice offers the place once")
  func redeliveryIsHarmless() throws {
    var full = try circle()
    var list = try line(["park", "lee"], for: full)
    let left = try leaving("user-7", of: &full, at: 60)

    OfferFreedPlaces().react(to: left, in: &list)
    OfferFreedPlaces().react(to: left, in: &list)

    #expect(offered(list) == ["park"])
    #expect(list.waiting.map(\.value) == ["lee"])
  }

  @Test("a leaving delivered again after a later one still offers nothing more")
  func lateRedeliveryIsHarmless() throws {
    var full = try circle()
    var list = try line(["park", "lee", "jung"], for: full)
    let first = try leaving("user-7", of: &full, at: 60)
    let second = try leaving("user-8", of: &full, at: 61)

    for event in [first, second, first] { OfferFreedPlaces().react(to: event, in: &list) }

    #expect(offered(list) == ["park", "lee"])
    #expect(list.waiting.map(\.value) == ["jung"])
  }

  @Test("a member who rejoins and leaves again frees another place: a leaving is who and when")
  func sameMemberLeavingAgain() throws {
    var full = try circle()
    var list = try line(["park", "lee"], for: full)
    let first = try leaving("user-7", of: &full, at: 60)
    try full.join(try user("user-7"), at: instant(61))
    let again = try leaving("user-7", of: &full, at: 62)

    OfferFreedPlaces().react(to: first, in: &list)
    OfferFreedPlaces().react(to: again, in: &list)

    #expect(offered(list) == ["park", "lee"])
    #expect(list.waiting.isEmpty)
  }

  @Test("every other event, and another circle's member leaving, offers nothing")
  func otherEventsIgnored() throws {
    var full = try circle()
    var list = try line(["park"], for: full)
    var other = Circle(
      id: try CircleId("circle-2"), name: try CircleName("iOS 모임"), owner: try user("lee"),
      createdAt: instant(0))
    try other.join(try user("user-7"), at: instant(1))
    let joined = try #require(other.recordedEvents.last)
    let elsewhere = try leaving("user-7", of: &other, at: 60)
    full.rename(to: try CircleName("Swift 스터디"), at: instant(61))
    let renamed = try #require(full.recordedEvents.last)

    for event in [joined, elsewhere, renamed] { OfferFreedPlaces().react(to: event, in: &list) }

    #expect(offered(list).isEmpty)
    #expect(list.waiting.map(\.value) == ["park"])
  }

  @Test("with nobody in line, a member leaving offers nothing")
  func emptyLine() throws {
    var full = try circle()
    var list = WaitingList(circle: full.id)
    let left = try leaving("user-7", of: &full, at: 60)

    OfferFreedPlaces().react(to: left, in: &list)

    #expect(list.recordedEvents.isEmpty && list.offers.isEmpty)
  }
}
