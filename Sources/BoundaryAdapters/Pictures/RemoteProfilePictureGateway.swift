// Chapter 10 — Boundaries (GW-1): the gateway adapter. Docs/10-boundaries.md
//
// Read first: `pictures(of:)`. Three steps, all at the edge: ask the transport, decode
// the service's shape, map it to the domain. The port above it speaks only of
// `UserId`, `ProfilePicture` and `GatewayError`.

import Gateways
import ValueObjects

// region: RemoteProfilePictureGateway
/// The `ProfilePictureGateway` that calls the picture service through a transport.
public struct RemoteProfilePictureGateway: ProfilePictureGateway {
  private let transport: any PictureTransport

  /// Makes the gateway over `transport`.
  public init(transport: any PictureTransport) {
    self.transport = transport
  }

  /// Asks the service for `user`'s pictures and maps its answer to the domain.
  public func pictures(of user: UserId) async throws(GatewayError) -> [ProfilePicture] {
    let body = try await transport.body(at: Self.path(of: user))
    return try ProfilePictureDTO.decodePictures(from: body)
  }
}
// endregion

extension RemoteProfilePictureGateway {
  /// Where the service keeps `user`'s pictures: `/users/ID/pictures`.
  public static func path(of user: UserId) -> String { "/users/\(user.value)/pictures" }
}
