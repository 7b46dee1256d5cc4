// Chapter 12 — Real databases (DB-7): one row of the circle list's query.
// Docs/modules.md
//
// Read first: `query(after:)`. The circle list is ONE statement: the page's circles by
// (name, id) after the cursor, each joined to its owner's name in `user_names`, the view
// the profiles' schema publishes, and its member count from `circle_members`. No circle is
// loaded as an aggregate: the row is what a screen shows. The owner's name comes from the
// profiles' published view, not their `users` table, so the profiles may change that table
// behind the view; the cost is that the circles' repository and the users' share one database.

import Aggregates
import QueryServices

/// A row of the circle list's query: the columns a screen shows, and the SQL that reads
/// them.
struct CircleListRow: Sendable, Hashable {
  var id: String
  var name: String
  var ownerName: String?
  var memberCount: Int

  // region: query
  /// The page's statement, `?` standing for each parameter.
  ///
  /// Its parameters: the cursor's name and id when `after` is true, then the limit
  /// (PostgreSQL numbers them `$1`, `$2`, …).
  static func query(after: Bool) -> String {
    """
    SELECT c.id, c.name, n.name,
      (SELECT count(*) FROM circle_members m WHERE m.circle_id = c.id)
    FROM circles c LEFT JOIN user_names n ON n.id = c.owner
    \(after ? "WHERE (c.name, c.id) > (?, ?)" : "")
    ORDER BY c.name, c.id LIMIT ?
    """
  }
  // endregion

  /// The entry this row shows, its id and name checked by their rules.
  /// - Throws: ``CircleRowError`` naming the circle and the column.
  func makeEntry(store: String) throws(CircleRowError) -> CircleListEntry {
    func invalid(_ column: String, _ problem: Any) -> CircleRowError {
      .invalidRow(store: store, table: "circles", key: id, column: column, problem: "\(problem)")
    }
    let circleId: CircleId
    do { circleId = try CircleId(id) } catch { throw invalid("id", error) }
    let circleName: CircleName
    do { circleName = try CircleName(name) } catch { throw invalid("name", error) }
    return CircleListEntry(
      id: circleId, name: circleName, ownerName: ownerName, memberCount: memberCount)
  }
}
