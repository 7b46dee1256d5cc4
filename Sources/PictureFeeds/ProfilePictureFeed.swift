// Chapter 10 — Boundaries (GW-2): cached, then fresh. Docs/10-boundaries.md
//
// Read first: the stream's promise. A request–response call answers once (RE-9); this
// one answers twice, so it is a stream, and cancelling the consumer's task ends it.

import Gateways
import ValueObjects

// region: ProfilePictureFeed
/// Answers a user's pictures twice: cached (when there is a copy), then fresh.
public protocol ProfilePictureFeed: Sendable {
  /// A stream of at most one ``PictureAnswer/cached(_:)`` followed by one
  /// ``PictureAnswer/fresh(_:)``; it ends with a `GatewayError` when the service fails
  /// and stops calling out when the consumer stops listening.
  func pictures(of user: UserId) -> AsyncThrowingStream<PictureAnswer, any Error>
}
// endregion
