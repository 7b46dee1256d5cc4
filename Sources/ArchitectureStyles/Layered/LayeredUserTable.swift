// Chapter 10 — Boundaries (AR-1), layered style: the data access layer.
// Docs/10-boundaries.md
//
// Read first: that this is a concrete type. In the layered style each layer calls the one
// below it directly, so the business layer names this table, not a protocol: the arrows
// point down, towards the data.

import DomainServices
import Entities
import ValueObjects

// region: LayeredUserTable
/// The layered style's data access layer: a table of users, in memory.
public actor LayeredUserTable: UserNameLookup {
  private var rows: [UserId: User] = [:]

  /// Makes an empty table.
  public init() {}

  /// Inserts `user`, replacing a row with the same id.
  public func insert(_ user: User) { rows[user.id] = user }

  /// The user named `name`, or `nil`.
  /// - Complexity: O(n) in the number of rows.
  public func find(name: UserName) -> User? { rows.values.first { $0.name == name } }
}
// endregion
