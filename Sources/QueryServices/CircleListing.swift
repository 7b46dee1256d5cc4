// Chapter 9 — The query side (QS-1): the query service's port. Docs/09-events-and-queries.md
//
// Read first: where this protocol sits. It is the query service's need, stated in the
// application layer beside `CircleListQueryService`, as the book puts `ICircleQueryService`
// in its application layer: the domain's modules know nothing of list screens. The rows it
// answers with (`CircleListEntry`) are the circle slice's values, so a store can make them
// without importing this layer; a composition root says in one line that a store answers
// the port (`extension FileCircleRepository: CircleListing {}`).

import Aggregates

// region: CircleListing
/// A read-only port for lists of circles, a page at a time, sorted by name, then id.
public protocol CircleListing: Sendable {
  /// The first `limit` circles sorting after `position` (from the start when `nil`).
  func listCircles(after position: CircleListPosition?, limit: Int) async throws
    -> [CircleListEntry]
}
// endregion
