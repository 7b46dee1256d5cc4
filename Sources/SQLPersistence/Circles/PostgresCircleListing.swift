// Chapter 12 — Real databases (DB-7): the circle list's port on PostgreSQL, as one query.
// Docs/modules.md
//
// The same statement as `SQLiteCircleListing`'s, its `?` numbered `$1`, `$2`, … for the
// server.

import PostgresEngine
import QueryServices

/// The circle list read from a PostgreSQL database by one query per page.
public struct PostgresCircleListing: CircleListing {
  private let circles: PostgresCircleRepository

  /// Makes the listing over the circle repository's database, which the users' repository
  /// opened too (it publishes `user_names`).
  public init(circles: PostgresCircleRepository) {
    self.circles = circles
  }

  /// The first `limit` circles sorting after `position`, each with its owner's name.
  /// - Throws: ``CircleRowError/noUserNames(store:)`` when the users' repository was never opened
  ///   on the database, or `PostgresError`.
  public func listCircles(after position: CircleListPosition?, limit: Int) async throws
    -> [CircleListEntry]
  {
    try await circles.listEntries(after: position, limit: limit)
  }
}

extension PostgresCircleRepository {
  /// The page's rows, read by one statement.
  func listEntries(after position: CircleListPosition?, limit: Int) throws -> [CircleListEntry] {
    let cursor = position.map { [$0.name.value, $0.id.value] } ?? []
    var numbered = ""
    var parameter = 0
    for character in CircleListRow.query(after: position != nil) {
      guard character == "?" else {
        numbered.append(character)
        continue
      }
      parameter += 1
      numbered += "$\(parameter)"
    }
    let rows: [[String?]]
    do {
      rows = try connection.query(numbered, cursor + ["\(max(0, limit))"])
    } catch {
      guard case .failed(_, "42P01", _) = error else { throw error }  // undefined_table
      throw CircleRowError.noUserNames(store: connection.server)
    }
    return try rows.map { row throws(CircleRowError) in
      try CircleListRow(
        id: row[0] ?? "", name: row[1] ?? "", ownerName: row[2],
        memberCount: row[3].flatMap { Int($0) } ?? 0
      ).makeEntry(store: connection.server)
    }
  }
}
