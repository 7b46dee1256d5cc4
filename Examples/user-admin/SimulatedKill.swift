// Chapter 9 — Published after commit (EV-2): a crash on demand, for the capstone's tests.
// Docs/09-events-and-queries.md
//
// Read only if curious: `USER_ADMIN_KILL_AFTER_COMMIT=1` makes the process kill itself the
// moment the relay hands over its first event, after the change and its event were
// committed and before anyone was told. The next command's start-up delivery then shows
// that the outbox kept the event.

import EventHandlers
import Foundation
import Repositories

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A handler that kills the process (SIGKILL, as `kill -9` would) when handed an event.
struct SimulatedKill: UserEventHandler {
  /// Whether the environment asks for the kill: `USER_ADMIN_KILL_AFTER_COMMIT=1`.
  static func isAsked(environment: [String: String]) -> Bool {
    environment["USER_ADMIN_KILL_AFTER_COMMIT"] == "1"
  }

  /// Kills the process; nothing after this runs, not even a flush of standard output.
  func handle(_ event: UserOutboxEvent) async throws {
    kill(getpid(), SIGKILL)
  }
}
