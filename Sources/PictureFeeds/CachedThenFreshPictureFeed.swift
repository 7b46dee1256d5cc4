// Chapter 10 — Boundaries (GW-2): a feed over a local cache and a remote gateway.
// Docs/10-boundaries.md
//
// Read first: `pictures(of:)`. The articles pass two callbacks, one for the cache and one
// for the network, and the caller has to know which may come first. Here the answer is
// one stream: the cached copy when there is one, then the fresh answer, which also
// replaces the copy. The stream's task is cancelled when its consumer stops listening,
// so a screen that moved on does not keep a request alive. The articles call such a type a
// repository; it is not one (no aggregate of ours is stored and rebuilt here). It is the
// application's way to someone else's service, over two ports: the domain's gateway and a
// cache, which is a concern of the application, not of the model.

import Gateways
import ValueObjects

// region: CachedThenFreshPictureFeed
/// Answers a user's pictures from the local cache, then from the remote service.
public struct CachedThenFreshPictureFeed: ProfilePictureFeed {
  private let cache: any ProfilePictureCache
  private let gateway: any ProfilePictureGateway

  /// Makes the feed over a local `cache` and a remote `gateway`.
  public init(cache: any ProfilePictureCache, gateway: any ProfilePictureGateway) {
    self.cache = cache
    self.gateway = gateway
  }

  /// Yields the cached pictures (if any), then the fresh ones, which it also caches.
  ///
  /// A failed fetch ends the stream with its `GatewayError`; the cached answer, if
  /// any, has already been yielded and the cache keeps it.
  public func pictures(of user: UserId) -> AsyncThrowingStream<PictureAnswer, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: PictureAnswer.self)
    let task = Task { [cache, gateway] in
      if let cached = await cache.pictures(of: user) {
        continuation.yield(.cached(cached))
      }
      do {
        let fresh = try await gateway.pictures(of: user)
        try Task.checkCancellation()
        await cache.store(fresh, of: user)
        continuation.yield(.fresh(fresh))
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }
}
// endregion

extension CachedThenFreshPictureFeed {
}
