// Chapter 10 — Boundaries (GW-2): the local source of pictures. Docs/10-boundaries.md

import ValueObjects

/// The local copy of the pictures last fetched for each user.
public protocol ProfilePictureCache: Sendable {
  /// The pictures last stored for `user`, or `nil` when none were.
  func pictures(of user: UserId) async -> [ProfilePicture]?
  /// Keeps `pictures` as the latest for `user`.
  func store(_ pictures: [ProfilePicture], of user: UserId) async
}
