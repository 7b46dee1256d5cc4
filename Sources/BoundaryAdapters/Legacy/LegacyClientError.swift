// Chapter 10 — Boundaries (GW-3): the old API's errors, and their translation.
// Docs/10-boundaries.md

import Gateways

/// The errors the old picture client reports, in its own words.
public enum LegacyClientError: Error, Sendable, Hashable {
  /// No connection.
  case notConnected
  /// No answer in time.
  case timedOut
  /// An error status from the server.
  case httpStatus(Int)

  // region: translated
  /// The same failure in the gateway's words, so callers keep their typed error.
  public var translated: GatewayError {
    switch self {
    case .notConnected: .unreachable(service: ProfilePictureDTO.service)
    case .timedOut: .timedOut(service: ProfilePictureDTO.service)
    case .httpStatus(let status): .rejected(service: ProfilePictureDTO.service, status: status)
    }
  }
  // endregion
}
