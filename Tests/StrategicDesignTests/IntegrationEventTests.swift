// Chapter 11 — Strategic design (SD-5): a domain event stays in its context; the integration
// event is the versioned published language another context reads. The older version is read
// from a fixture in Tests/Fixtures/circle-integration-events. Docs/11-strategic-design.md

import Aggregates
import CircleIntegrationEvents
import CirclePersistence
import CirclePublishing
import EventAndQueryAdapters
import EventHandlers
import Foundation
import Notifications
import TestSupport
import Testing
import ValueObjects

/// A channel that keeps what was published, in order.
private actor PublishedMessages: IntegrationEventChannel {
  var messages: [Data] = []

  func publish(_ message: Data) { messages.append(message) }
}

@Suite("SD-5: domain events stay home; integration events are a versioned published language")
struct IntegrationEventTests {
  static let fixtures = ChapterPageTests.root.appendingPathComponent(
    "Tests/Fixtures/circle-integration-events")

  func message(_ name: String) throws -> Data {
    try Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).json"))
  }

  /// A repository where user-1 owns "Swift Study" and user-2 has just joined it, committed.
  func circleWithAJoin() async throws -> InMemoryCircleRepository {
    let store = InMemoryCircleRepository()
    var circle = Circle(
      id: try CircleId("circle-1"), name: try CircleName("Swift Study"),
      owner: try UserId("user-1"), createdAt: Fixtures.epoch)
    try circle.join(try UserId("user-2"), at: Fixtures.instant(60))
    try await store.save(circle)
    return store
  }

  @Test("a join becomes a member-joined integration event with the circle's name, owner and count")
  func joinIsTranslated() async throws {
    let store = try await circleWithAJoin()
    let publisher = PublishCircleIntegrationEvents(circles: store, channel: PublishedMessages())
    let joined = try #require(await store.undeliveredEvents(limit: 10).last)

    let published = try #require(await publisher.integrationEvent(for: joined))

    #expect(
      published
        == MemberJoinedIntegrationEvent(
          eventId: "circle-event-\(joined.position)", circleId: "circle-1",
          circleName: "Swift Study", ownerId: "user-1", memberId: "user-2", memberCount: 2,
          occurredAt: Fixtures.instant(60)))
    #expect(published.schemaVersion == MemberJoinedIntegrationEvent.currentVersion)
  }

  @Test("a founding and a rename are not published: they stay domain events of the circles context")
  func renameStaysHome() async throws {
    let store = try await circleWithAJoin()
    let id = try CircleId("circle-1")
    var circle = try #require(await store.find(id: id))
    circle.rename(to: try CircleName("Swift Friends"), at: Fixtures.instant(120))
    try await store.save(circle)
    let publisher = PublishCircleIntegrationEvents(circles: store, channel: PublishedMessages())
    let events = await store.undeliveredEvents(limit: 10)
    let founded = try #require(events.first)
    let renamed = try #require(events.last)

    guard case .founded = founded.event else {
      Issue.record("the first event is \(founded.event), not the founding")
      return
    }
    #expect(try await publisher.integrationEvent(for: founded) == nil)
    #expect(try await publisher.integrationEvent(for: renamed) == nil)
  }

  @Test("an event is written in the current schema version and read back unchanged, to the second")
  func roundTrip() throws {
    let event = MemberJoinedIntegrationEvent(
      eventId: "circle-event-1", circleId: "circle-1", circleName: "Swift Study",
      ownerId: "user-1", memberId: "user-2", memberCount: 2,
      occurredAt: Date(timeIntervalSince1970: 1_732_694_460))

    let read = try MemberJoinedIntegrationEvent.decode(try event.encoded())

    #expect(read == event)
    #expect(String(decoding: try event.encoded(), as: UTF8.self).contains(#""schema_version":2"#))
  }

  @Test("a consumer still reads version 1, written before member_count existed")
  func versionOneIsRead() throws {
    let event = try MemberJoinedIntegrationEvent.decode(try message("member-joined-v1"))

    #expect(event.schemaVersion == 1)
    #expect(event.memberId == "user-2")
    #expect(event.circleName == "Swift Study")
    #expect(event.memberCount == nil)
  }

  @Test("an unknown schema version is refused with a typed error naming the rule, never guessed")
  func unknownVersionIsRefused() throws {
    let newer = try message("member-joined-v3")

    let error = #expect(throws: CircleIntegrationEventError.self) {
      try MemberJoinedIntegrationEvent.decode(newer)
    }
    #expect(error == .unknownVersion(3))
    #expect(error?.description.contains("reads versions 1 to 2") == true)
  }

  @Test("a version 2 event without member_count is malformed, and the error names the field")
  func versionTwoNeedsItsCount() throws {
    let incomplete = try message("member-joined-v2-without-count")

    #expect(throws: CircleIntegrationEventError.malformed(field: "member_count")) {
      try MemberJoinedIntegrationEvent.decode(incomplete)
    }
  }

  @Test("a member count below one is malformed: a join leaves at least its new member")
  func aCountBelowOneIsRefused() throws {
    let valid = try String(decoding: message("member-joined-v2"), as: UTF8.self)
    for count in ["0", "-3"] {
      // Given a version 2 event whose count no join can leave
      let wrong = Data(
        valid.replacingOccurrences(of: "\"member_count\": 3", with: "\"member_count\": \(count)")
          .utf8)
      // Then it is refused, naming the field
      #expect(throws: CircleIntegrationEventError.malformed(field: "member_count")) {
        try MemberJoinedIntegrationEvent.decode(wrong)
      }
    }
  }

  @Test("hostile bytes (bad UTF-8, deep nesting, a huge number, a key twice) get a typed error")
  func hostileBytesAreRefused() throws {
    let valid = try message("member-joined-v1")
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let hostile: [(String, Data)] = [
      ("bad UTF-8", Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])),
      ("deep nesting", Data(deep.utf8)),
      (
        "a version beyond Int",
        Data(#"{"type": "circle.member-joined", "schema_version": 1e400}"#.utf8)
      ),
      ("a version as text", Data(#"{"type": "circle.member-joined", "schema_version": "2"}"#.utf8)),
      (
        "a key given twice",
        Data(
          String(decoding: valid, as: UTF8.self).replacingOccurrences(
            of: "{", with: #"{"schema_version": 3, "#
          ).utf8)
      ),
    ]
    for (name, bytes) in hostile {
      #expect(throws: CircleIntegrationEventError.self, "\(name)") {
        try MemberJoinedIntegrationEvent.decode(bytes)
      }
    }
  }

  @Test("the owner is told who joined and how many members there are, keyed by the event's id")
  func ownerIsTold() throws {
    let consumer = CircleEventConsumer()

    let current = try consumer.notice(for: try message("member-joined-v2"))
    let older = try consumer.notice(for: try message("member-joined-v1"))

    #expect(
      current
        == Notice(
          recipient: "user-1", text: "user-3 joined Swift Study (now 3 members)",
          deduplicationKey: "circle-event-8"))
    #expect(
      older
        == Notice(
          recipient: "user-1", text: "user-2 joined Swift Study",
          deduplicationKey: "circle-event-7"))
  }

  @Test("an owner is never told about themselves")
  func ownerNotToldAboutThemselves() throws {
    let own = MemberJoinedIntegrationEvent(
      eventId: "circle-event-1", circleId: "circle-1", circleName: "Swift Study",
      ownerId: "user-1", memberId: "user-1", memberCount: 1, occurredAt: Fixtures.epoch)

    #expect(try CircleEventConsumer().notice(for: try own.encoded()) == nil)
  }

  @Test("a join committed by the circles reaches the notification context through the relay")
  func publishedAfterTheCommitAndConsumed() async throws {
    let store = try await circleWithAJoin()
    let channel = PublishedMessages()
    let relay = CircleEventRelay(
      outbox: store,
      handlers: [PublishCircleIntegrationEvents(circles: store, channel: channel)])

    try await relay.deliverPending()
    let notices = try await channel.messages.compactMap {
      try CircleEventConsumer().notice(for: $0)
    }

    #expect(notices.map(\.text) == ["user-2 joined Swift Study (now 2 members)"])
    #expect(notices.map(\.recipient) == ["user-1"])
  }

  @Test("a join delivered twice tells its owner once: the notice's key is the published event's id")
  func redeliveredJoinToldOnce() async throws {
    let store = try await circleWithAJoin()
    let notices = NoticesTold()
    let relay = CircleEventRelay(
      outbox: store,
      handlers: [
        PublishCircleIntegrationEvents(circles: store, channel: notices), FailsOnce(),
      ])

    await #expect(throws: EventDeliveryError.self) { try await relay.deliverPending() }
    try await relay.deliverPending()

    #expect(await notices.told == ["user-1: user-2 joined Swift Study (now 2 members)"])
  }
}

/// The notification context at the end of a channel: it decides each notice from the
/// published message and tells it once per key, as a notifier that remembers keys does.
private actor NoticesTold: IntegrationEventChannel {
  var told: [String] = []
  private var keys: Set<String> = []

  func publish(_ message: Data) throws {
    guard let notice = try CircleEventConsumer().notice(for: message),
      keys.insert(notice.deduplicationKey).inserted
    else { return }
    told.append("\(notice.recipient): \(notice.text)")
  }
}

/// A handler that fails the first time it is handed a join, and succeeds after.
private actor FailsOnce: CircleEventHandler {
  private var hasFailed = false

  func handle(_ event: CircleOutboxEvent) throws {
    guard case .memberJoined = event.event, !hasFailed else { return }
    hasFailed = true
    throw CancellationError()
  }
}
