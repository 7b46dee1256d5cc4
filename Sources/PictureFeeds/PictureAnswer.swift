// Chapter 10 — Boundaries (GW-2): an answer that comes twice. Docs/10-boundaries.md
//
// Read first: the two cases. A screen can show what it had last time at once and then
// what is true now; the answer says which one it is, so the screen can mark the first as
// possibly out of date.

import Gateways
import ValueObjects

// region: PictureAnswer
/// One of the answers about a user's pictures: what was cached, or what is fresh.
public enum PictureAnswer: Sendable, Hashable {
  /// The local copy, possibly out of date; shown while the fresh answer is on its way.
  case cached([ProfilePicture])
  /// The service's answer, just fetched.
  case fresh([ProfilePicture])

  /// The pictures, whichever answer this is.
  public var pictures: [ProfilePicture] {
    switch self {
    case .cached(let pictures), .fresh(let pictures): pictures
    }
  }
}
// endregion
