// Chapter 9 — The query side (QS-1): the list's port answered over the file repositories.
// Docs/09-events-and-queries.md
//
// Read first: `listCircles(after:limit:)`. Two reads, no aggregate loaded through a
// repository: the page is chosen from what the circles' journal holds, then the page's owners
// are named in one call to the profiles' published read, `UserNames`. This is the adapter
// the book writes as `SqlCircleQueryService`: there one SQL join over shared tables, here
// two reads, one per context, and no file of the profiles opened from the circles' side.

import ApplicationServices
import CirclePersistence
import QueryServices

// region: FileCircleListing
/// The circle list read from the file repositories: rows from `circles.journal`, owner names from
/// the profiles' `ApplicationServices/UserNames`.
public struct FileCircleListing: CircleListing {
  private let circles: FileCircleRepository
  private let users: any UserNames

  /// Makes the listing over a circle repository and the profiles' read that names the owners.
  public init(circles: FileCircleRepository, users: any UserNames) {
    self.circles = circles
    self.users = users
  }

  /// The first `limit` circles sorting after `position`, each with its owner's name.
  /// - Throws: the circle repository's `StorageError`, or what the names' read throws.
  public func listCircles(after position: CircleListPosition?, limit: Int) async throws
    -> [CircleListEntry]
  {
    let page = try await CircleListPosition.selectPage(
      from: circles.listedCircles(), after: position, limit: limit)
    let names = try await users.names(of: Set(page.map(\.owner)))
    return page.map { CircleListEntry($0, ownerName: names[$0.owner]?.value) }
  }
}
// endregion
