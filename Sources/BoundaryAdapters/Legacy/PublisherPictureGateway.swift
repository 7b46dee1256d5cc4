// Chapter 10 — Boundaries (GW-3): a Combine publisher, bridged to async throws.
// Docs/10-boundaries.md
//
// Read first: `pictures(of:)`. The same bridge as `CallbackPictureGateway`: a
// continuation resumed once with a typed `Result`. The subscription is kept until the
// answer arrives, and the publisher's error type is translated, not replaced by a
// catch-all. Combine exists only on Apple platforms, so on Linux this file is empty.

#if canImport(Combine)
  import Combine
  import Foundation
  import Gateways
  import ValueObjects

  /// The `ProfilePictureGateway` over a client that answers with a Combine publisher.
  public struct PublisherPictureGateway: ProfilePictureGateway {
    private let fetch: @Sendable (String) -> AnyPublisher<Data, LegacyClientError>

    /// Makes the gateway over `fetch`, which publishes the JSON of a user's pictures.
    public init(fetch: @escaping @Sendable (String) -> AnyPublisher<Data, LegacyClientError>) {
      self.fetch = fetch
    }

    /// Subscribes, waits for the first value or the failure, and maps it to the domain.
    public func pictures(of user: UserId) async throws(GatewayError) -> [ProfilePicture] {
      let publisher = fetch(user.value)
      var subscription: AnyCancellable?
      let body = await withCheckedContinuation { continuation in
        let once = SingleResumeContinuation<Result<Data, GatewayError>>(continuation)
        subscription = publisher.first().sink(
          receiveCompletion: { completion in
            switch completion {
            case .failure(let error): once.resume(.failure(error.translated))
            case .finished:
              once.resume(
                .failure(
                  .malformedAnswer(
                    service: ProfilePictureDTO.service, reason: "the publisher sent nothing")))
            }
          },
          receiveValue: { data in once.resume(.success(data)) })
      }
      subscription?.cancel()
      return try ProfilePictureDTO.decodePictures(from: body.get())
    }
  }
#endif
