// Chapter 9 — The query side (QS-1): the profiles' one read for other contexts' screens.
// Docs/09-events-and-queries.md
//
// Read first: who owns this port. A screen of another context (the circle list) shows users'
// names. It must not load the profiles' `User` aggregates, nor open the profiles' repository: the
// profiles publish the read here, in their application layer, and their repositories answer it
// (in `EventAndQueryAdapters`). A reader asks for one page's names in one call.

import ValueObjects

// region: UserNames
/// The names of users by id, as the profiles publish them for other contexts' read sides.
public protocol UserNames: Sendable {
  /// The names of the users with these ids; an id that names no user is left out.
  func names(of ids: Set<UserId>) async throws -> [UserId: UserName]
}
// endregion
