// Exercise 28 — the reference solution. See README.md or README.ko.md.

import Aggregates
import ExerciseSupport
import ValueObjects

/// Pages back through circles for a list screen, by cursor.
public enum CirclePager {
  /// The last `limit` rows, sorted by name then id, of the circles before `position`: the
  /// page a "previous" button shows, in list order.
  public static func page(
    of circles: [Circle], before position: CircleListPosition, limit: Int
  ) -> [CircleListEntry] {
    guard limit > 0 else { return [] }
    let earlier = circles.map(CircleListEntry.init)
      .filter { $0.position < position }
      .sorted { $0.position < $1.position }
    return Array(earlier.suffix(limit))
  }
}
