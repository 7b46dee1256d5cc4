// Chapter 10 — Boundaries (GW-2): the local copy of pictures. Docs/10-boundaries.md
//
// A cache is the application's business, not the domain's: no rule of the model needs it.
// It speeds a screen up, so it sits in the application layer, beside the feed that uses it.

import Gateways
import ValueObjects

/// The local copy of the pictures last fetched for each user.
public protocol ProfilePictureCache: Sendable {
  /// The pictures last stored for `user`, or `nil` when none were.
  func pictures(of user: UserId) async -> [ProfilePicture]?
  /// Keeps `pictures` as the latest for `user`.
  func store(_ pictures: [ProfilePicture], of user: UserId) async
}
