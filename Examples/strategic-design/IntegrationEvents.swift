// Chapter 11 — Strategic design: SD-5's part of the story. Docs/11-strategic-design.md
//
// A join is committed in the circles context with its domain event, `MemberJoined`. After
// the commit the relay hands it to the publisher, which writes the published language on a
// channel; the notification context reads the message and decides a notice, never seeing a
// `Circle`. Then the notification context reads an older message (version 1) and refuses a
// newer one it does not know (version 3), both from Tests/Fixtures/circle-integration-events.

import Aggregates
import CircleIntegrationEvents
import CirclePersistence
import CirclePublishing
import Entities
import EventAndQueryAdapters
import EventHandlers
import ExampleStory
import ExampleSupport
import Foundation
import Notifications
import Persistence
import ValueObjects

/// The channel between the two contexts: a list of messages, in order.
private actor MessageChannel: IntegrationEventChannel {
  var messages: [Data] = []

  func publish(_ message: Data) { messages.append(message) }
}

/// Older and newer messages of the published language, shipped with the tests.
private let messages = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Tests/Fixtures/circle-integration-events")

/// The notice a message calls for, on one line.
private func noticeLine(_ message: Data) throws -> String {
  guard let notice = try CircleEventConsumer().notice(for: message) else { return "no notice" }
  return "tell \(notice.recipient): \(notice.text) [\(notice.deduplicationKey)]"
}

/// Tells SD-5: Domain events and integration events.
func tellIntegrationEvents() async {
  step("SD-5 Domain events and integration events")
  let start = Date(timeIntervalSince1970: 1_732_694_400)
  do {
    let alice = User.register(id: try UserId("user-1"), name: try UserName("alice"), at: start)
    let bob = User.register(id: try UserId("user-2"), name: try UserName("bob"), at: start)
    let circles = InMemoryCircleRepository()
    var circle = Circle(
      id: try CircleId("circle-1"), name: try CircleName("Swift Study"), owner: alice.id,
      createdAt: start)
    try circle.join(bob.id, at: start.addingTimeInterval(60))
    try await circles.save(circle)  // the circle and its MemberJoined, in one commit
    print("  committed: user-2 joined circle-1, with MemberJoined, a domain event of the circles")
    let channel = MessageChannel()
    let relay = CircleEventRelay(
      outbox: circles,
      handlers: [PublishCircleIntegrationEvents(circles: circles, channel: channel)])
    try await relay.deliverPending()
    for message in await channel.messages {
      print("  published after the commit: \(String(decoding: message, as: UTF8.self))")
      await attempt("the notification context reads it") { try noticeLine(message) }
    }
  } catch {
    print("  ✘ \(error)")
  }
  for name in ["member-joined-v1", "member-joined-v3"] {
    await attempt(name) {
      try noticeLine(try Data(contentsOf: messages.appendingPathComponent("\(name).json")))
    }
  }
}
