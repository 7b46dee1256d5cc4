// Chapter 9 — Published after commit (EV-2): a crash on demand, for the capstone's tests.
// Docs/09-events-and-queries.md
//
// Read only if curious: `USER_ADMIN_KILL_AT=POINT` makes the process kill itself (SIGKILL,
// as `kill -9` would: nothing runs after it, not even a flush of standard output) at one of
// three points of the first event a relay hands over:
//
// - `commit`: the change and its event are committed, and nobody was told yet;
// - `handled`: every handler returned (the notification is written), before the mark;
// - `marked`: right after the event was marked delivered.
//
// The next command's start-up delivery then shows what each point gets: the event told
// once, or told again (at least once), never lost and never invented.

import Aggregates
import EventHandlers
import Foundation
import Repositories

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a run kills itself, or nowhere: read from `USER_ADMIN_KILL_AT`.
struct SimulatedKill: Sendable {
  /// The points a run can be killed at.
  enum Point: String, Sendable {
    case commit, handled, marked
  }

  /// The point asked for, or `nil` for a run that is never killed.
  let point: Point?

  /// Reads `USER_ADMIN_KILL_AT` (`commit`, `handled` or `marked`); anything else kills nothing.
  init(environment: [String: String]) {
    point = environment["USER_ADMIN_KILL_AT"].flatMap(Point.init(rawValue:))
  }

  /// The handlers, with a killing one first (`commit`) or last (`handled`).
  func placed(in handlers: [any UserEventHandler]) -> [any UserEventHandler] {
    switch point {
    case .commit: [Strike()] + handlers
    case .handled: handlers + [Strike()]
    case .marked, nil: handlers
    }
  }

  /// The handlers, with a killing one first (`commit`) or last (`handled`).
  func placed(in handlers: [any CircleEventHandler]) -> [any CircleEventHandler] {
    switch point {
    case .commit: [Strike()] + handlers
    case .handled: handlers + [Strike()]
    case .marked, nil: handlers
    }
  }

  /// The outbox, killing the process right after its first mark (`marked`).
  func watching(_ outbox: any UserEventOutbox) -> any UserEventOutbox {
    point == .marked ? StrikeAfterMark(outbox: outbox) : outbox
  }

  /// The outbox, killing the process right after its first mark (`marked`).
  func watching(_ outbox: any CircleEventOutbox) -> any CircleEventOutbox {
    point == .marked ? StrikeAfterMark(outbox: outbox) : outbox
  }
}

/// Kills the process now.
private func strike() {
  kill(getpid(), SIGKILL)
}

/// A handler that kills the process when handed any event.
private struct Strike: UserEventHandler, CircleEventHandler {
  func handle(_ event: UserOutboxEvent) async throws { strike() }
  func handle(_ event: CircleOutboxEvent) async throws { strike() }
}

/// An outbox that kills the process once a mark is durable.
private struct StrikeAfterMark<Outbox: Sendable>: Sendable {
  let outbox: Outbox
}

extension StrikeAfterMark: UserEventOutbox where Outbox == any UserEventOutbox {
  func undeliveredEvents(limit: Int) async throws -> [UserOutboxEvent] {
    try await outbox.undeliveredEvents(limit: limit)
  }

  func markDelivered(through position: Int) async throws {
    try await outbox.markDelivered(through: position)
    strike()
  }
}

extension StrikeAfterMark: CircleEventOutbox where Outbox == any CircleEventOutbox {
  func undeliveredEvents(limit: Int) async throws -> [CircleOutboxEvent] {
    try await outbox.undeliveredEvents(limit: limit)
  }

  func markDelivered(through position: Int) async throws {
    try await outbox.markDelivered(through: position)
    strike()
  }
}
