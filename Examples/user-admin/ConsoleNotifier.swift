// Chapter 9 — Handlers in the application layer (EV-3): the capstone's Notifier adapter.
// Docs/09-events-and-queries.md
//
// Read first: what the port leaves to the adapter. `WelcomeNewUsers` says what to tell whom;
// this adapter decides that "telling" is one printed line. A mail or push adapter would
// take its place here and nowhere else.
//
// Then `notify`'s last step. The relay marks an event delivered as soon as its handlers
// return, so the line must be out of the process by then: standard output written to a file
// or a pipe is buffered, and a run killed after the mark would lose a line still in the
// buffer, for good. Flushing before returning makes the line as durable as the mark's
// order needs: written, or the event is not marked.

import EventHandlers
import Foundation
import Synchronization
import ValueObjects

/// Tells users things by printing one line each: the console stands in for mail or push.
final class ConsoleNotifier: Notifier {
  /// The keys sent in this process: a redelivery within one run prints nothing new.
  private let sent = Mutex<Set<String>>([])

  /// Prints `message` for `user`, once per `deduplicationKey` in this process, and returns
  /// only once the line (and every line printed before it) is written out of the process.
  /// - Throws: ``LineNotWritten`` when standard output refuses the line; the event then
  ///   stays undelivered, to be told again.
  func notify(_ user: UserId, message: String, deduplicationKey: String) async throws {
    guard !sent.withLock({ $0.contains(deduplicationKey) }) else { return }
    printLine("notified \(user.value): \(message)")
    guard fflush(nil) == 0 else { throw LineNotWritten(code: errno) }
    sent.withLock { _ = $0.insert(deduplicationKey) }
  }

  /// Standard output refused a notification: the disk is full, or the reader went away.
  struct LineNotWritten: Error, CustomStringConvertible {
    /// The `errno` the write failed with.
    let code: Int32

    /// A sentence naming the failure.
    var description: String {
      "the notification could not be written to standard output: \(String(cString: strerror(code)))"
    }
  }
}
