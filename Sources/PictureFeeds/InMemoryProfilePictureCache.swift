// Chapter 10 — Boundaries (GW-2): the local copy, in memory. Docs/10-boundaries.md
//
// It sits beside its port, as `SignIn`'s in-memory link table does: a copy in memory needs
// no technology of its own. A cache on disk would be an adapter.

import Gateways
import ValueObjects

/// A `ProfilePictureCache` in memory, for tests and examples.
public actor InMemoryProfilePictureCache: ProfilePictureCache {
  private var pictures: [UserId: [ProfilePicture]] = [:]

  /// Makes an empty cache.
  public init() {}

  /// The pictures last stored for `user`, or `nil`.
  public func pictures(of user: UserId) -> [ProfilePicture]? { pictures[user] }

  /// Keeps `pictures` as the latest for `user`.
  public func store(_ pictures: [ProfilePicture], of user: UserId) {
    self.pictures[user] = pictures
  }
}
