// Chapter 11 — Strategic design: the circle stored as its events and rebuilt from them
// (SD-8), beside the repositories that keep its state. Docs/11-strategic-design.md
//
// The repository contract itself (versions, unique names, deletes) runs on these stores in
// chapter 7's CircleRepositoryContractTests; here are the rules only a stream has.

import Aggregates
import CirclePersistence
import EventSourcedCircles
import Foundation
import JournalEngine
import TestSupport
import Testing
import ValueObjects

/// Circles and stores for the event-sourcing tests.
enum Streams {
  static let people = ["kim", "park", "lee", "choi"]

  /// A new circle, circle-1, founded by kim.
  static func founded(_ id: String = "circle-1", named name: String = "Swift 모임") throws
    -> Circle
  {
    Circle(
      id: try CircleId(id), name: try CircleName(name), owner: try UserId("kim"),
      createdAt: Fixtures.instant(0))
  }

  /// An empty event-sourced repository in memory.
  static func inMemory() throws -> InMemoryEventSourcedCircleRepository {
    InMemoryEventSourcedCircleRepository()
  }

  /// The engine's view of the event-sourced repository's journal in `directory`.
  static func journal(in directory: URL) throws -> Journal<KeyedRecords> {
    try Journal(
      directory: directory.path, name: "circle-events",
      format: JournalFormat(name: "dddworkshop-circle-events", version: 1))
  }

  /// Saves circle-1 in `store` three times: founded with park, renamed, lee joined.
  static func history(in store: some CircleRepository) async throws -> Circle {
    var circle = try founded()
    try circle.join(try UserId("park"), at: Fixtures.instant(1))
    try await store.save(circle)
    circle = try #require(try await store.find(id: circle.id))
    circle.rename(to: try CircleName("Swift 스터디"), at: Fixtures.instant(2))
    try await store.save(circle)
    circle = try #require(try await store.find(id: circle.id))
    try circle.join(try UserId("lee"), at: Fixtures.instant(3))
    try await store.save(circle)
    return try #require(try await store.find(id: circle.id))
  }
}

@Suite("A circle stored as its events is rebuilt from them (SD-8)")
struct EventSourcingTests {
  @Test("a new circle records CircleFounded first, among its events, and a saved copy has none")
  func foundingRecorded() throws {
    let circle = try Streams.founded()

    guard case .founded(let founded) = circle.recordedEvents.first else {
      Issue.record("a new circle recorded \(circle.recordedEvents), not its founding first")
      return
    }
    #expect(try founded.owner == UserId("kim"))
    #expect(try founded.name == CircleName("Swift 모임"))
    #expect(circle.recordedEvents.count == 1)
    #expect(circle.advancingVersion().recordedEvents.isEmpty)
  }

  @Test(
    "a circle replays its own events through its behaviours, and refuses one they would not record"
  )
  func circleReplaysItsEvents() throws {
    var circle = try Streams.founded()
    try circle.join(try UserId("park"), at: Fixtures.instant(1))
    circle.rename(to: try CircleName("Swift 스터디"), at: Fixtures.instant(2))
    let withdrawn = try #require(
      circle.removingWithdrawnMember(try UserId("kim"), at: Fixtures.instant(3)))

    let replayed = try Circle(replaying: withdrawn.recordedEvents)

    #expect(replayed == withdrawn && replayed.version == 1 && replayed.recordedEvents.isEmpty)
    // Founded, joined, renamed, left, passed: ownership passing with nobody leaving, or an
    // owner leaving without the circle passing on, is not what the circle records.
    let events = withdrawn.recordedEvents
    #expect(events.count == 5)
    #expect(throws: Circle.ReplayError.self) {
      try Circle(replaying: Array(events.prefix(3)) + events.suffix(1))
    }
    #expect(throws: Circle.ReplayError.self) { try Circle(replaying: Array(events.prefix(4))) }
  }

  @Test(
    "replaying a circle's events goes through Circle's own apply: the event store gives no event a meaning"
  )
  func replayGoesThroughCircle() throws {
    // Given the event store's files other than its record mapping (which only names each
    // fact's fields), when they are read, then none says what a join, a leave, a rename or a
    // passing does to a circle, and the stream replays through `Circle(replaying:onto:)`.
    let folder = ChapterPageTests.root.appendingPathComponent("Sources/EventSourcedCircles")
    let files = try #require(
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" })
    let meanings = [".memberJoined", ".memberLeft", ".renamed", ".ownershipPassed"]
    for file in files where file.lastPathComponent != "CircleStreamRecord.swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      for meaning in meanings where text.contains(meaning) {
        Issue.record(
          "\(file.lastPathComponent) gives \(meaning) a meaning: replay it through Circle")
      }
    }
    let stream = try String(
      contentsOf: folder.appendingPathComponent("CircleEventStream.swift"), encoding: .utf8)
    #expect(stream.contains("Circle(replaying: commit.events, onto: result)"))
  }

  @Test("each save appends one commit: the founding first, then the events the copy recorded")
  func oneCommitPerSave() async throws {
    let store = try Streams.inMemory()
    let circle = try await Streams.history(in: store)

    let commits = await store.stream(of: circle.id).commits
    #expect(commits.map(\.version) == [1, 2, 3])
    #expect(commits.map(\.events.count) == [2, 1, 1])
    guard case .founded = commits[0].events[0] else {
      Issue.record("the first fact is \(commits[0].events[0]), not the founding")
      return
    }
    #expect(circle.version == 3)
    #expect(circle.members == [try UserId("kim"), try UserId("park"), try UserId("lee")])
  }

  @Test(
    "the events rebuild the circle a state store keeps, save for save, an owner's withdrawal too")
  func sameAsStateStore() async throws {
    let stores: [any CircleRepository] = [
      InMemoryCircleRepository(), try Streams.inMemory(),
    ]
    var found: [Circle] = []
    for store in stores {
      let circle = try await Streams.history(in: store)
      let withdrawn = try #require(
        circle.removingWithdrawnMember(try UserId("kim"), at: Fixtures.instant(4)))
      try await store.save(withdrawn)
      found.append(try #require(try await store.find(id: circle.id)))
    }
    #expect(found[0] == found[1])
    #expect(found[0].version == found[1].version)
    #expect(try found[1].owner == UserId("park"))
  }

  @Test("a circle changed without recording its event is refused, and nothing is appended")
  func unrecordedChangeRefused() async throws {
    let store = try Streams.inMemory()
    try await store.save(try Streams.founded())
    let stored = try #require(try await store.find(id: CircleId("circle-1")))
    let smuggled = try Circle(
      restoring: stored.id, name: stored.name, owner: stored.owner,
      members: Array(stored.members) + [try UserId("park")], createdAt: stored.createdAt,
      version: stored.version)

    await #expect(throws: CircleEventStreamError.unrecordedChange(stored.id)) {
      try await store.save(smuggled)
    }
    #expect(await store.stream(of: stored.id).commits.count == 1)
  }

  @Test("a restored circle never stored cannot start a stream: it has no founding")
  func restoredCannotFound() async throws {
    let store = try Streams.inMemory()
    let restored = try Circle(
      restoring: try CircleId("circle-9"), name: try CircleName("복원된 모임"),
      owner: try UserId("kim"), members: [try UserId("kim")], createdAt: Fixtures.epoch)

    await #expect(throws: CircleEventStreamError.newWithoutFounding(restored.id)) {
      try await store.save(restored)
    }
    #expect(try await store.findAll().isEmpty)
  }

  @Test("a stream with a gap, or a version out of order, is refused with an error naming the rule")
  func gapAndOrder() async throws {
    let store = try Streams.inMemory()
    let circle = try await Streams.history(in: store)
    let commits = await store.stream(of: circle.id).commits

    let gap = CircleEventStream(circle: circle.id, commits: [commits[0], commits[2]])
    let repeated = CircleEventStream(circle: circle.id, commits: [commits[0], commits[0]])

    #expect(throws: CircleEventStreamError.gap(circle: circle.id, missing: 2, head: 3)) {
      try gap.rebuild()
    }
    #expect(throws: CircleEventStreamError.outOfOrder(circle: circle.id, expected: 2, found: 1)) {
      try repeated.rebuild()
    }
    #expect(
      "\(CircleEventStreamError.gap(circle: circle.id, missing: 2, head: 3))".contains(
        "without a gap"))
  }

  @Test("a stream that does not begin with its founding, or holds an impossible fact, is refused")
  func impossibleFacts() async throws {
    let store = try Streams.inMemory()
    let circle = try await Streams.history(in: store)
    let commits = await store.stream(of: circle.id).commits
    let unfounded = CircleStreamCommit(version: 1, events: Array(commits[0].events.dropFirst()))
    let twice = CircleStreamCommit(version: 2, events: Array(commits[0].events.dropFirst()))

    #expect(throws: CircleEventStreamError.notFounded(circle.id)) {
      try CircleEventStream(circle: circle.id, commits: [unfounded]).rebuild()
    }
    let error = #expect(throws: CircleEventStreamError.self) {
      try CircleEventStream(circle: circle.id, commits: [commits[0], twice]).rebuild()
    }
    #expect(error?.description.contains("already a member") == true)
  }

  @Test("on file, a stream whose commit went missing is refused naming the rule and the file")
  func fileGapRefused() async throws {
    try await withTemporaryDirectory { directory in
      try await Fixtures.registerUsers(Streams.people, in: directory)
      let store = try FileEventSourcedCircleRepository(directory: directory, snapshotEvery: nil)
      let circle = try await Streams.history(in: store)
      try Streams.journal(in: directory).commit(
        [.remove(kind: "commit", key: "circle-1.2")], checking: { _ in })

      let refusal = await #expect(throws: FileEventSourcedCircleRepository.StorageError.self) {
        try await FileEventSourcedCircleRepository(directory: directory).find(id: circle.id)
      }
      #expect(refusal?.description.contains("lacks version 2 of its 1…3") == true)
      #expect(refusal?.description.contains("circle-events.journal") == true)
    }
  }

  @Test("on file, a record that is not the JSON of its kind is refused in a sentence, unechoed")
  func hostileRecordRefused() async throws {
    try await withTemporaryDirectory { directory in
      try await Fixtures.registerUsers(Streams.people, in: directory)
      let store = try FileEventSourcedCircleRepository(directory: directory, snapshotEvery: nil)
      let circle = try await Streams.history(in: store)
      let hostile = Array(#"{"name":"Swift 모임","version":\#u{202E}3}"#.utf8)
      try Streams.journal(in: directory).commit(
        [.put(try KeyedRecord(kind: "stream", key: "circle-1", fields: hostile))],
        checking: { _ in })

      let refusal = await #expect(throws: FileEventSourcedCircleRepository.StorageError.self) {
        try await FileEventSourcedCircleRepository(directory: directory).find(id: circle.id)
      }
      let message = refusal?.description ?? ""
      #expect(message.contains("circle-events.journal"))
      #expect(message.contains("the record stream circle-1 cannot be read"))
      #expect(!message.contains("\u{202E}"), "\(message)")
      #expect(!message.contains("DecodingError"), "\(message)")
    }
  }

  @Test("on file, a journal that is a symbolic link is refused naming it, and its target untouched")
  func symbolicLinkRefused() async throws {
    try await withTemporaryDirectory { directory in
      let target = directory.appendingPathComponent("elsewhere.txt")
      try Data("not yours\n".utf8).write(to: target)
      try FileManager.default.createSymbolicLink(
        at: directory.appendingPathComponent("circle-events.journal"),
        withDestinationURL: target)

      let refusal = #expect(throws: FileEventSourcedCircleRepository.StorageError.self) {
        try FileEventSourcedCircleRepository(directory: directory)
      }
      #expect(refusal?.description.contains("circle-events.journal") == true)
      #expect(try Data(contentsOf: target) == Data("not yours\n".utf8))
    }
  }

  @Test(
    "a snapshot that does not belong to its stream is ignored: the circle is rebuilt from all its events"
  )
  func foreignSnapshotIgnored() async throws {
    try await withTemporaryDirectory { directory in
      try await Fixtures.registerUsers(Streams.people, in: directory)
      let store = try FileEventSourcedCircleRepository(directory: directory, snapshotEvery: 1)
      let circle = try await Streams.history(in: store)
      // A snapshot of another life of the circle: its checksum is not that of commit 3.
      let liar =
        #"{"circle":{"createdAt":0,"id":"circle-1","members":["kim"],"#
        + #""name":"거짓 모임","owner":"kim","version":3},"commit":1}"#
      try Streams.journal(in: directory).commit(
        [.put(try KeyedRecord(kind: "snapshot", key: "circle-1", fields: Array(liar.utf8)))],
        checking: { _ in })

      let found = try await FileEventSourcedCircleRepository(directory: directory).find(
        id: circle.id)
      #expect(found == circle)
      #expect(found?.version == 3)
    }
  }

  @Test(
    "with a snapshot every fact, or none, the file store rebuilds the same circle at the same version"
  )
  func snapshotsChangeNothing() async throws {
    var found: [Circle] = []
    for every in [1, nil] as [Int?] {
      try await withTemporaryDirectory { directory in
        try await Fixtures.registerUsers(Streams.people, in: directory)
        let store = try FileEventSourcedCircleRepository(directory: directory, snapshotEvery: every)
        found.append(try await Streams.history(in: store))
        let kinds = try Streams.journal(in: directory).current().kinds.sorted()
        #expect(kinds == (every == nil ? ["commit", "stream"] : ["commit", "snapshot", "stream"]))
      }
    }
    #expect(found[0] == found[1])
    #expect(found[0].version == found[1].version)
  }
}
