// Chapter 9 — The query side (QS-1): the list's port answered over the file stores.
// Docs/09-events-and-queries.md
//
// Read first: `listCircles(after:limit:)`. Two reads, no aggregate loaded through a
// repository: the page is chosen from what the circle store holds, then the page's owners
// are named in one read of the user store's table. This is the adapter the book writes
// as `SqlCircleQueryService`: there one SQL join, here two reads of two files.

import CirclePersistence
import Persistence
import QueryServices
import ValueObjects

// region: FileCircleListing
/// The circle list read from the file stores: rows from `circles.journal`, owner names
/// from `users.journal`.
public struct FileCircleListing: CircleListing {
  private let circles: FileCircleRepository
  private let users: FileUserRepository

  /// Makes the listing over a circle store and the user store that names the owners.
  public init(circles: FileCircleRepository, users: FileUserRepository) {
    self.circles = circles
    self.users = users
  }

  /// The first `limit` circles sorting after `position`, each with its owner's name.
  /// - Throws: the store's `StorageError` when either journal cannot be read.
  public func listCircles(after position: CircleListPosition?, limit: Int) async throws
    -> [CircleListEntry]
  {
    let page = try await CircleListPosition.selectPage(
      from: circles.listedCircles(), after: position, limit: limit)
    let names = try await users.names(of: Set(page.map(\.owner)))
    return page.map { CircleListEntry($0, ownerName: names[$0.owner]) }
  }
}
// endregion
