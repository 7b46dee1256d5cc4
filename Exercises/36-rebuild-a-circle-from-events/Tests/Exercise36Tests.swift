// Exercise 36: Who was in the circle, and when — the rules your code must keep.

import Aggregates
import Entities
import EventSourcedCircles
import ExerciseSupport
import Foundation
import Persistence
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise36Solution
#else
  import Exercise36
#endif

/// 2023-11-14 22:13:20 UTC plus `seconds`.
private func instant(_ seconds: Double) -> Date {
  Date(timeIntervalSince1970: 1_700_000_000 + seconds)
}

/// What happens to circle-1, founded by kim at 0, in one save after another.
private enum Change {
  case join(String, at: Double)
  case leave(String, at: Double)
  case rename(String, at: Double)
  case withdraw(String, at: Double)
}

/// The stream of circle-1 after its founding and `changes`, each saved on its own, as an
/// event-sourced store keeps it.
private func stream(_ changes: [Change]) async throws -> CircleEventStream {
  let store = InMemoryEventSourcedCircleRepository()
  let id = try CircleId("circle-1")
  try await store.save(
    Circle(
      id: id, name: try CircleName("Swift 모임"), owner: try UserId("kim"), createdAt: instant(0)))
  for change in changes {
    guard var circle = try await store.find(id: id) else { break }
    switch change {
    case .join(let user, let at): try circle.join(try UserId(user), at: instant(at))
    case .leave(let user, let at): try circle.leave(try UserId(user), at: instant(at))
    case .rename(let name, let at): circle.rename(to: try CircleName(name), at: instant(at))
    case .withdraw(let user, let at):
      guard let left = circle.removingWithdrawnMember(try UserId(user), at: instant(at)) else {
        break
      }
      circle = left
    }
    try await store.save(circle)
  }
  return await store.stream(of: id)
}

/// The stays, as `kim 0…`, `park 60…120`.
private func told(_ changes: [Change]) async throws -> [String] {
  try memberships(in: try await stream(changes)).map(\.description)
}

@Suite("Exercise 36: who was in the circle, and when, from its events")
struct Exercise36Tests {
  @Test("the founder's stay begins at the founding and lasts")
  func founder() async throws {
    #expect(try await told([]) == ["kim 0…"])
  }

  @Test("a member who joined and left has one closed stay; one who joined has an open stay")
  func joinedAndLeft() async throws {
    let stays = try await told([
      .join("park", at: 60), .join("lee", at: 90), .leave("park", at: 120),
    ])
    #expect(stays == ["kim 0…", "park 60…120", "lee 90…"])
  }

  @Test("a member who comes back has a stay of their own each time, in the order they began")
  func comesBack() async throws {
    let stays = try await told([
      .join("park", at: 60), .leave("park", at: 120), .join("park", at: 180),
      .leave("park", at: 240),
    ])
    #expect(stays == ["kim 0…", "park 60…120", "park 180…240"])
  }

  @Test("a withdrawn owner's stay ends; the member who takes over keeps the one stay they had")
  func ownerWithdraws() async throws {
    let stays = try await told([.join("park", at: 60), .withdraw("kim", at: 120)])
    #expect(stays == ["kim 0…120", "park 60…"])
  }

  @Test("a rename begins and ends nobody's stay")
  func renameChangesNoStay() async throws {
    let stays = try await told([.join("park", at: 60), .rename("Swift 스터디", at: 90)])
    #expect(stays == ["kim 0…", "park 60…"])
  }

  @Test("a stream with a gap is refused with the stream's own error, not read as far as it goes")
  func gapRefused() async throws {
    let whole = try await stream([.join("park", at: 60), .join("lee", at: 90)])
    let gap = CircleEventStream(
      circle: whole.circle, commits: whole.commits.filter { $0.version != 2 })

    #expect(throws: CircleEventStreamError.gap(circle: whole.circle, missing: 2, head: 3)) {
      try memberships(in: gap)
    }
  }

  @Test("a stream with a fact that cannot have happened is refused, not only one with a gap")
  func impossibleFactRefused() async throws {
    let whole = try await stream([.join("park", at: 60), .leave("park", at: 120)])
    let leaveOnly = CircleStreamCommit(version: 2, events: whole.commits[2].events)
    let impossible = CircleEventStream(
      circle: whole.circle, commits: [whole.commits[0], leaveOnly])

    let error = #expect(throws: CircleEventStreamError.self) {
      try memberships(in: impossible)
    }
    guard case .impossibleEvent(_, version: 2, _)? = error else {
      Issue.record(
        "park left without joining, yet the stream was read: \(String(describing: error))")
      return
    }
  }
}
