// Chapter 9 — Handlers in the application layer (EV-3). Docs/09-events-and-queries.md
//
// Read first: `handle(_:)`. Registration no longer welcomes anyone itself: it records
// `UserRegistered`, and this handler, run after the commit, sends the welcome.

import Entities
import Repositories

// region: WelcomeNewUsers
/// Welcomes every user who registers, through a ``Notifier``.
public struct WelcomeNewUsers: UserEventHandler {
  private let notifier: any Notifier

  /// Makes the handler that welcomes through `notifier`.
  public init(notifier: any Notifier) {
    self.notifier = notifier
  }

  /// Sends the welcome for a registration; ignores every other event.
  public func handle(_ event: UserOutboxEvent) async throws {
    guard case .registered(let registered) = event.event else { return }
    // The key names the fact, not the attempt: a redelivered event asks for the same
    // welcome again, and the notifier can tell.
    try await notifier.notify(
      registered.user, message: "Welcome, \(registered.name.value)!",
      deduplicationKey: "welcome-\(registered.user.value)")
  }
}
// endregion

extension WelcomeNewUsers {
}
