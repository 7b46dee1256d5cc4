// Chapter 12 — Real databases (DB-2): a circle as a root row and its members' rows.
// Docs/modules.md
//
// Read first: `circles(from:store:)`. A data mapper written by hand: the root's columns in
// `circles`, each member one row of `circle_members` in the circle's order. The two are
// read by ONE statement (a join), so no other transaction's write can fall between them,
// and a circle becomes a `Circle` again only through its root's `init(restoring:…)`, which
// checks every invariant: a row that breaks one is refused by name, never loaded.

import Aggregates
import Foundation
import ValueObjects

/// A circle flattened into one `circles` row and its `circle_members` rows.
struct CircleRow: Sendable, Hashable {
  var id: String
  var name: String
  var owner: String
  /// Seconds since 1970-01-01 00:00:00 UTC.
  var createdAt: Double
  var version: Int
  /// The members' ids, in the circle's order (the row's `position`).
  var members: [String]

  /// The root's columns, in the order the statements name them.
  static let columns = "id, name, owner, created_at, version"

  /// One row of the join that loads circles: the root's columns and one member (`nil` for a
  /// root without member rows).
  struct Joined {
    var id: String
    var name: String
    var owner: String
    var createdAt: Double
    var version: Int
    var member: String?
  }
}

extension CircleRow {
  /// The rows that store `circle` at `version`.
  init(_ circle: Circle, version: Int) {
    self.init(
      id: circle.id.value, name: circle.name.value, owner: circle.owner.value,
      createdAt: circle.createdAt.timeIntervalSince1970, version: version,
      members: circle.members.map(\.value))
  }

  /// The circles the join's rows hold, in the rows' order (one circle's rows are adjacent).
  /// - Throws: ``CircleRowError`` naming the first row that breaks a rule.
  static func circles(from rows: [Joined], store: String) throws(CircleRowError) -> [Circle] {
    var grouped: [CircleRow] = []
    for row in rows {
      if grouped.last?.id == row.id {
        if let member = row.member { grouped[grouped.count - 1].members.append(member) }
      } else {
        grouped.append(
          CircleRow(
            id: row.id, name: row.name, owner: row.owner, createdAt: row.createdAt,
            version: row.version, members: row.member.map { [$0] } ?? []))
      }
    }
    var circles: [Circle] = []
    for row in grouped { circles.append(try row.makeCircle(store: store)) }
    return circles
  }

  /// The circle these rows store, each column checked by its value object and the whole by
  /// the root's invariants.
  /// - Throws: ``CircleRowError`` naming the circle's id and the column.
  func makeCircle(store: String) throws(CircleRowError) -> Circle {
    func invalid(_ column: String, _ problem: Any) -> CircleRowError {
      .invalidRow(store: store, table: "circles", key: id, column: column, problem: "\(problem)")
    }
    let circleId: CircleId
    do { circleId = try CircleId(id) } catch { throw invalid("id", error) }
    let circleName: CircleName
    do { circleName = try CircleName(name) } catch { throw invalid("name", error) }
    let ownerId: UserId
    do { ownerId = try UserId(owner) } catch { throw invalid("owner", error) }
    var memberIds: [UserId] = []
    for member in members {
      do { memberIds.append(try UserId(member)) } catch { throw invalid("members", error) }
    }
    guard createdAt.isFinite else { throw invalid("created_at", "not a finite number") }
    guard version > 0 else { throw invalid("version", "a stored circle's version is 1 or more") }
    do {
      return try Circle(
        restoring: circleId, name: circleName, owner: ownerId, members: memberIds,
        createdAt: Date(timeIntervalSince1970: createdAt), version: version)
    } catch {
      throw invalid("members", error)
    }
  }
}
