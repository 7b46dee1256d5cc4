// Chapter 11 — Strategic design: SD-8's part of the story. Docs/11-strategic-design.md
//
// The same circle use cases run twice, once over chapter 7's repository that keeps a circle's
// state and once over the repository that keeps its events: the application cannot tell them
// apart. Then the stream itself, one commit per save, and a stream with a gap, refused.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Entities
import EventSourcedCircles
import ExampleStory
import ExampleSupport
import Foundation
import Persistence
import ValueObjects

/// Tells SD-8: Event sourcing beside storing state.
func tellEventSourcing() async {
  step("SD-8 Event sourcing beside storing state")
  do {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let users = InMemoryUserRepository(
      try ["kim", "park", "lee"].map {
        User(id: try UserId($0), name: try UserName($0), createdAt: start)
      })
    let sourced = InMemoryEventSourcedCircleRepository()
    let stores: [(String, any CircleRepository)] = [
      ("state store", InMemoryCircleRepository()), ("event store", sourced),
    ]
    for (label, circles) in stores {
      // The same use cases, the same factory and clock: only the repository differs.
      let service = CircleApplicationService(
        circles: circles, users: ProfileUserLookup(UserApplicationService(repository: users)),
        factory: DeterministicCircleFactory(startingAt: start),
        now: { start })
      let id = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임")).id
      _ = try await service.join(JoinCircleCommand(circleId: id, userId: "park"))
      _ = try await service.rename(RenameCircleCommand(circleId: id, name: "Swift 스터디"))
      _ = try await service.join(JoinCircleCommand(circleId: id, userId: "lee"))
      _ = try await service.leave(LeaveCircleCommand(circleId: id, userId: "park"))
      let circle = try await circles.find(id: try CircleId(id))
      print(
        "  \(label): \(circle.map { "\($0.name.value), members \($0.members), version \($0.version)" } ?? "none")"
      )
    }

    let stream = await sourced.stream(of: try CircleId("circle-1"))
    print("  the event store keeps no circle, only its stream, one commit per save:")
    for commit in stream.commits {
      print("    v\(commit.version) \(commit.events.map(describe).joined(separator: ", "))")
    }
    let gap = CircleEventStream(
      circle: stream.circle, commits: stream.commits.filter { $0.version != 3 })
    await attempt("rebuild from a stream missing version 3") {
      "\(try gap.rebuild().map(\.name.value) ?? "nothing")"
    }
  } catch {
    print("  ✘ \(error)")
  }
}

/// One fact, in a few words.
private func describe(_ event: CircleEvent) -> String {
  switch event {
  case .founded(let founded): return "founded \(founded.name.value) by \(founded.owner)"
  case .memberJoined(let joined): return "\(joined.member) joined"
  case .memberLeft(let left): return "\(left.member) left"
  case .renamed(let renamed): return "renamed to \(renamed.to.value)"
  case .ownershipPassed(let passed): return "passed to \(passed.to)"
  }
}
