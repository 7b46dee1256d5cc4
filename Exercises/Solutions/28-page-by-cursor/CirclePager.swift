// Exercise 28 — the reference solution. See README.md or README.ko.md.

import Aggregates
import ExerciseSupport
import QueryServices

/// Pages back through circles for a list screen, by cursor.
public enum CirclePager {
  /// The last `limit` circles, sorted by name then id, of those before `position`: the page
  /// a "previous" button shows, in list order.
  public static func page(
    of circles: [Circle], before position: CircleListPosition, limit: Int
  ) -> [Circle] {
    guard limit > 0 else { return [] }
    let earlier = circles.filter { CircleListPosition($0) < position }
      .sorted { CircleListPosition($0) < CircleListPosition($1) }
    return Array(earlier.suffix(limit))
  }
}
