// Chapter 10 — Boundaries (GW-1): the wire, reduced to one call. Docs/10-boundaries.md
//
// Read first: the error type. Whatever carries bytes (URLSession in an app, a fake here)
// reports its failures as `GatewayError`, so the gateway above it needs no `catch` for
// errors it cannot name.

import Foundation
import Gateways

/// Carries a request to the picture service and brings back the body of its answer.
public protocol PictureTransport: Sendable {
  /// The body the service answers at `path`.
  /// - Throws: `GatewayError` for a failed conversation: unreachable, timed out or
  ///   an error status.
  func body(at path: String) async throws(GatewayError) -> Data
}
