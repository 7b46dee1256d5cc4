// Chapter 12 — Real databases (DB-7): the circle list's port on SQLite, as one query.
// Docs/modules.md
//
// As `FileCircleListing` answers `CircleListing` over the file, this answers it over the
// database the circle repository opened: one statement per page (`CircleListRow.query`), the
// owner's name joined from the profiles' published view, no aggregate loaded.

import QueryServices
import SQLiteEngine

/// The circle list read from a SQLite database by one query per page.
public struct SQLiteCircleListing: CircleListing {
  private let circles: SQLiteCircleRepository

  /// Makes the listing over the circle repository's database, which the users' repository
  /// opened too (it publishes `user_names`).
  public init(circles: SQLiteCircleRepository) {
    self.circles = circles
  }

  /// The first `limit` circles sorting after `position`, each with its owner's name.
  /// - Throws: ``CircleRowError/noUserNames(store:)`` when the users' repository was never opened
  ///   on the database, or `SQLiteError`.
  public func listCircles(after position: CircleListPosition?, limit: Int) async throws
    -> [CircleListEntry]
  {
    try await circles.listEntries(after: position, limit: limit)
  }
}

extension SQLiteCircleRepository {
  /// The page's rows, read by one statement.
  func listEntries(after position: CircleListPosition?, limit: Int) throws -> [CircleListEntry] {
    let cursor: [SQLiteValue] = position.map { [.text($0.name.value), .text($0.id.value)] } ?? []
    let rows: [[SQLiteValue]]
    do {
      rows = try connection.query(
        CircleListRow.query(after: position != nil), cursor + [.integer(Int64(max(0, limit)))])
    } catch {
      guard "\(error)".contains("no such table: user_names") else { throw error }
      throw CircleRowError.noUserNames(store: connection.path)
    }
    return try rows.map { row throws(CircleRowError) in
      try CircleListRow(
        id: row[0].text ?? "", name: row[1].text ?? "", ownerName: row[2].text,
        memberCount: Int(row[3].integer ?? 0)
      ).makeEntry(store: connection.path)
    }
  }
}
