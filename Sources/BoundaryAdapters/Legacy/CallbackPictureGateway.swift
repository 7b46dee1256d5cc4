// Chapter 10 — Boundaries (GW-3): the completion handler, bridged to async throws.
// Docs/10-boundaries.md
//
// Read first: `pictures(of:)`. The continuation is resumed with a `Result` whose failure
// is already a `GatewayError`, so the typed error survives the bridge (a throwing
// continuation would erase it to `any Error`). Every combination of the old API's two
// optionals is decided here, once; no `[weak self]`, no catch-all error.

import Foundation
import Gateways
import ValueObjects

// region: CallbackPictureGateway
/// The `ProfilePictureGateway` over the old completion-handler client.
public struct CallbackPictureGateway: ProfilePictureGateway {
  private let client: CallbackPictureClient

  /// Makes the gateway over `client`.
  public init(client: CallbackPictureClient) {
    self.client = client
  }

  /// Asks the old client, waits for its completion, and maps the answer to the domain.
  public func pictures(of user: UserId) async throws(GatewayError) -> [ProfilePicture] {
    let body = await withCheckedContinuation { continuation in
      let once = SingleResumeContinuation<Result<Data, GatewayError>>(continuation)
      client.fetchPictures(userId: user.value) { data, error in
        once.resume(Self.result(data: data, error: error))
      }
    }
    return try ProfilePictureDTO.decodePictures(from: body.get())
  }

  /// The one meaning of each combination the completion handler can pass.
  public static func result(data: Data?, error: (any Error)?) -> Result<Data, GatewayError> {
    switch (data, error) {
    case (_, let error as LegacyClientError): .failure(error.translated)
    case (_, .some(let error)):
      .failure(.malformedAnswer(service: ProfilePictureDTO.service, reason: "\(error)"))
    case (.some(let data), nil): .success(data)
    case (nil, nil):
      .failure(.malformedAnswer(service: ProfilePictureDTO.service, reason: "no data and no error"))
    }
  }
}
// endregion

extension CallbackPictureGateway {
}
