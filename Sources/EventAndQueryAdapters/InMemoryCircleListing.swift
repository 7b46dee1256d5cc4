// Chapter 9 — The query side (QS-1): the list's port answered over the in-memory stores.
// Docs/09-events-and-queries.md
//
// As `FileCircleListing` does over the files: the page chosen from what the circle store
// holds, the owners named in one read of the user store's table.

import CirclePersistence
import Persistence
import QueryServices

/// The circle list read from the in-memory stores, for tests and examples.
public struct InMemoryCircleListing: CircleListing {
  private let circles: InMemoryCircleRepository
  private let users: InMemoryUserRepository

  /// Makes the listing over a circle store and the user store that names the owners.
  public init(circles: InMemoryCircleRepository, users: InMemoryUserRepository) {
    self.circles = circles
    self.users = users
  }

  /// The first `limit` circles sorting after `position`, each with its owner's name.
  public func listCircles(after position: CircleListPosition?, limit: Int) async
    -> [CircleListEntry]
  {
    let page = CircleListPosition.selectPage(
      from: await circles.listedCircles, after: position, limit: limit)
    let names = await users.names(of: Set(page.map(\.owner)))
    return page.map { CircleListEntry($0, ownerName: names[$0.owner]) }
  }
}
