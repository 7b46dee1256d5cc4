// Chapter 9 — Handlers in the application layer (EV-3). Docs/09-events-and-queries.md
//
// Read first: `deduplicationKey`. The application says what to tell whom; how a message
// reaches a person (console, mail, push) is an adapter's business. Because delivery is at
// least once, each message carries a key that is the same every time the same fact is
// told, so a notifier that remembers keys sends it once.

import ValueObjects

// region: Notifier
/// The port through which the application tells a user something.
public protocol Notifier: Sendable {
  /// Sends `message` to `user`; a notifier that has already sent `deduplicationKey` may
  /// skip it.
  func notify(_ user: UserId, message: String, deduplicationKey: String) async throws
}
// endregion
