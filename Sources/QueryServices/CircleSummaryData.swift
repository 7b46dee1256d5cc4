// Chapter 9 — The query side (QS-1). Docs/09-events-and-queries.md

// region: CircleSummaryData
/// One row of the circle list screen: plain text and numbers, ready to show.
public struct CircleSummaryData: Sendable, Hashable {
  /// The circle's id.
  public let id: String
  /// The circle's name.
  public let name: String
  /// The owner's user name, or `nil` when the owner is no longer registered.
  public let ownerName: String?
  /// How many members the circle has, its owner included.
  public let memberCount: Int
}
// endregion

/// A page of the circle list, and where the next one starts.
public struct CircleListPageData: Sendable, Hashable {
  /// The rows, sorted by circle name, then id.
  public let summaries: [CircleSummaryData]
  /// The cursor for the next page, or `nil` when this is the last one.
  public let next: CircleListCursor?
}
