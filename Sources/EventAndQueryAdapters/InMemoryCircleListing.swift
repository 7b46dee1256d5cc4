// Chapter 9 — The query side (QS-1): the list's port answered over the in-memory repositories.
// Docs/09-events-and-queries.md
//
// As `FileCircleListing` does over the file: the page chosen from the circle repository's
// tables, the owners named in one call to the profiles' published read, `UserNames`.

import ApplicationServices
import CirclePersistence
import QueryServices

/// The circle list read from the in-memory circle repository, for tests and examples.
public struct InMemoryCircleListing: CircleListing {
  private let circles: InMemoryCircleRepository
  private let users: any UserNames

  /// Makes the listing over a circle repository and the profiles' read that names the owners.
  public init(circles: InMemoryCircleRepository, users: any UserNames) {
    self.circles = circles
    self.users = users
  }

  /// The first `limit` circles sorting after `position`, each with its owner's name.
  /// - Throws: what the names' read throws.
  public func listCircles(after position: CircleListPosition?, limit: Int) async throws
    -> [CircleListEntry]
  {
    let page = CircleListPosition.selectPage(
      from: await circles.listedCircles, after: position, limit: limit)
    let names = try await users.names(of: Set(page.map(\.owner)))
    return page.map { CircleListEntry($0, ownerName: names[$0.owner]?.value) }
  }
}
