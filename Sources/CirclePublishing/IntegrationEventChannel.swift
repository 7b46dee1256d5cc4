// Chapter 11 — Strategic design (SD-5): where published events go. Docs/11-strategic-design.md
//
// Read first: the type of `message`. What crosses to another context is bytes in the
// published language, not a Swift value of this one: a queue, a webhook or, in the example,
// an in-memory list of messages can carry it.

import Foundation

// region: IntegrationEventChannel
/// The port through which the circles context publishes integration events.
public protocol IntegrationEventChannel: Sendable {
  /// Publishes one message of the published language; throwing means it was not published.
  func publish(_ message: Data) async throws
}
// endregion
