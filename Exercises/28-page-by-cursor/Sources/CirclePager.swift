// Exercise 28 — your turn: write `page(of:before:limit:)`. See README.md or README.ko.md.

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
    // TODO: keep the circles before the position, in list order, the last `limit` of them.
    unimplemented("CirclePager.page(of:before:limit:)", placeholder: [])
  }
}
