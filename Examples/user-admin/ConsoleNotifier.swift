// Chapter 9 — Handlers in the application layer (EV-3): the capstone's Notifier adapter.
// Docs/09-events-and-queries.md
//
// Read first: what the port leaves to the adapter. `WelcomeNewUsers` says what to tell whom;
// this adapter decides that "telling" is one printed line. A mail or push adapter would
// take its place here and nowhere else.

import EventHandlers
import Synchronization
import ValueObjects

/// Tells users things by printing one line each: the console stands in for mail or push.
final class ConsoleNotifier: Notifier {
  /// The keys sent in this process: a redelivery within one run prints nothing new.
  private let sent = Mutex<Set<String>>([])

  /// Prints `message` for `user`, once per `deduplicationKey` in this process.
  func notify(_ user: UserId, message: String, deduplicationKey: String) async throws {
    let isNew = sent.withLock { $0.insert(deduplicationKey).inserted }
    if isNew { print("notified \(user.value): \(message)") }
  }
}
