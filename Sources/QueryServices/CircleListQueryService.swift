// Chapter 9 — The query side (QS-1): CQRS in its smallest form.
// Docs/09-events-and-queries.md
//
// Read first: what this service does NOT do. It never loads a `Circle` to change it, never
// checks a rule, never saves: the write side (chapter 7's `CircleApplicationService`) does
// that. Nor does it load a `User` to learn an owner's name: it asks its one port
// (`CircleListing`) for rows that carry the name already, and shapes a page for a screen.
// Reads and writes take different paths because they want different things: the write
// side wants whole aggregates and their rules, the read side wants a few fields of many
// of them, fast.

// region: CircleListQueryService
/// Pages through all circles for a list screen, with owner names and member counts.
public struct CircleListQueryService: Sendable {
  /// How many circles a page may hold.
  public static let pageSizes = 1...100

  private let circles: any CircleListing

  /// Makes the query service over the circles' listing.
  public init(circles: any CircleListing) {
    self.circles = circles
  }
}
// endregion

extension CircleListQueryService {
  // region: page
  /// The page of `size` circles after `cursor` (the first page when `nil`), sorted by
  /// name, then id, and the cursor for the next page.
  /// - Throws: ``CircleQueryError`` for a size outside ``pageSizes`` or a read failure.
  public func page(after cursor: CircleListCursor? = nil, size: Int = 20)
    async throws(CircleQueryError) -> CircleListPageData
  {
    guard Self.pageSizes.contains(size) else { throw .invalidPageSize(size) }
    // One row more than asked tells whether a next page exists.
    let entries = try await read {
      try await circles.listCircles(after: cursor?.position, limit: size + 1)
    }
    let shown = entries.prefix(size)
    let summaries = shown.map {
      CircleSummaryData(
        id: $0.id.value, name: $0.name.value, ownerName: $0.ownerName,
        memberCount: $0.memberCount)
    }
    let next = entries.count > size ? shown.last.map { CircleListCursor(after: $0.position) } : nil
    return CircleListPageData(summaries: summaries, next: next)
  }
  // endregion

  private func read<Value>(_ operation: () async throws -> Value)
    async throws(CircleQueryError) -> Value
  {
    do { return try await operation() } catch { throw .storageFailure("\(error)") }
  }
}
