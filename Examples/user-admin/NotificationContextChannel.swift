// Chapter 11 — Strategic design (SD-5): the capstone's channel between two contexts.
// Docs/11-strategic-design.md
//
// Read first: what crosses. The circles context publishes bytes in its published language;
// this channel hands them, in the same process, to the notification context, whose
// consumer alone decides the notice (who is told what, and its key). A queue or a webhook
// would take this file's place; neither side would change.

import CirclePublishing
import EventHandlers
import Foundation
import Notifications
import ValueObjects

/// Carries the circles' published messages to the notification context, and tells the
/// notices it decides through the console.
struct NotificationContextChannel: IntegrationEventChannel {
  /// How a notice reaches its recipient: the capstone's printed line.
  let notifier: any Notifier

  /// Hands `message` to the notification context and tells the notice it decides, if any.
  /// - Throws: `CircleIntegrationEventError` when the message cannot be read, or what the
  ///   notifier throws; the event then stays undelivered, to be published again.
  func publish(_ message: Data) async throws {
    guard let notice = try CircleEventConsumer().notice(for: message) else { return }
    try await notifier.notify(
      try UserId(notice.recipient), message: notice.text,
      deduplicationKey: notice.deduplicationKey)
  }
}
