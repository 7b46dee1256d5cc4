// Exercise 28 — the reference solution. See README.md in this folder.

import Aggregates
import ExerciseSupport
import ValueObjects

/// Pages through circles for a list screen, by cursor.
public enum CirclePager {
  /// The first `limit` rows, sorted by name then id, of the circles after `position`
  /// (from the start when `nil`).
  public static func page(
    of circles: [Circle], after position: CircleListPosition?, limit: Int
  ) -> [CircleListEntry] {
    guard limit > 0 else { return [] }
    return circles.map(CircleListEntry.init)
      .filter { row in position.map { $0 < row.position } ?? true }
      .sorted { $0.position < $1.position }
      .prefix(limit).map { $0 }
  }
}
