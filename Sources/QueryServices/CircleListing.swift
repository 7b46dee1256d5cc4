// Chapter 9 — The query side (QS-1): the query service's port. Docs/09-events-and-queries.md
//
// Read first: where this protocol sits. It is the query service's need, stated in the
// application layer beside `CircleListQueryService`, as the book puts `ICircleQueryService`
// in its application layer: the domain's modules know nothing of list screens. It answers
// what the screen shows, the owner's name included, so the query service asks nothing
// else. An adapter implements it over the repositories' data (`FileCircleListing`,
// `InMemoryCircleListing`, in `EventAndQueryAdapters`), as the book's
// `SqlCircleQueryService` does over its tables.

// region: CircleListing
/// A read-only port for lists of circles, a page at a time, sorted by name, then id.
public protocol CircleListing: Sendable {
  /// The first `limit` circles sorting after `position` (from the start when `nil`), each
  /// with its owner's name.
  func listCircles(after position: CircleListPosition?, limit: Int) async throws
    -> [CircleListEntry]
}
// endregion
