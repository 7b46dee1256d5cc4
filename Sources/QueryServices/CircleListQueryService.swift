// Chapter 9 — The query side (QS-1): CQRS in its smallest form.
// Docs/09-events-and-queries.md
//
// Read first: what this service does NOT do. It never loads a `Circle` to change it, never
// checks a rule, never saves: the write side (chapter 7's `CircleApplicationService`) does
// that. It asks the store for rows (`CircleListing`) and the users for the owners' names,
// and shapes a page for a screen. Reads and writes take different paths because they
// want different things: the write side wants whole aggregates and their rules, the read
// side wants a few fields of many of them, fast.

import Aggregates
import Repositories
import ValueObjects

// region: CircleListQueryService
/// Pages through all circles for a list screen, with owner names and member counts.
public struct CircleListQueryService: Sendable {
  /// How many circles a page may hold.
  public static let pageSizes = 1...100

  private let circles: any CircleListing
  private let users: any UserRepository

  /// Makes the query service over the circles' listing and the users' store.
  public init(circles: any CircleListing, users: any UserRepository) {
    self.circles = circles
    self.users = users
  }
}
// endregion

extension CircleListQueryService {
  // region: page
  /// The page of `size` circles after `cursor` (the first page when `nil`), sorted by
  /// name, then id, and the cursor for the next page.
  /// - Throws: ``CircleQueryError`` for a size outside ``pageSizes`` or a store failure.
  public func page(after cursor: CircleListCursor? = nil, size: Int = 20)
    async throws(CircleQueryError) -> CircleListPage
  {
    guard Self.pageSizes.contains(size) else { throw .invalidPageSize(size) }
    // One row more than asked tells whether a next page exists.
    let entries = try await read {
      try await circles.listCircles(after: cursor?.position, limit: size + 1)
    }
    let shown = entries.prefix(size)
    var summaries: [CircleSummary] = []
    summaries.reserveCapacity(shown.count)
    for entry in shown {
      let owner = try await read { try await users.find(id: entry.owner) }
      summaries.append(
        CircleSummary(
          id: entry.id.value, name: entry.name.value, ownerName: owner?.name.value,
          memberCount: entry.memberCount))
    }
    let next = entries.count > size ? shown.last.map { CircleListCursor(after: $0.position) } : nil
    return CircleListPage(summaries: summaries, next: next)
  }
  // endregion

  private func read<Value>(_ operation: () async throws -> Value)
    async throws(CircleQueryError) -> Value
  {
    do { return try await operation() } catch { throw .storageFailure("\(error)") }
  }
}
