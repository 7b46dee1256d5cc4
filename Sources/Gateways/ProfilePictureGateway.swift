// Chapter 10 — Boundaries (GW-1): a port to an outside service. Docs/10-boundaries.md
//
// Read first: the signature, and compare it with `UserRepository`. A repository stores
// aggregates and rebuilds them; it is the domain's memory. A gateway asks someone else:
// nothing we save comes back from it, its answers change without us, and its failures
// are failures of a conversation (`GatewayError`), typed so callers can tell them apart.

import ValueObjects

// region: ProfilePictureGateway
/// Asks the outside picture service which profile pictures a user has.
public protocol ProfilePictureGateway: Sendable {
  /// The pictures the service holds for `user`, in its order.
  /// - Throws: a `GatewayError` saying how the conversation failed.
  func pictures(of user: UserId) async throws(GatewayError) -> [ProfilePicture]
}
// endregion
